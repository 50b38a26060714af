"""A/B of the solver on fixed slow Normal deals (speed24): each tree in its own process, turn about.

    python bench/ab_speed24.py --run TREE SECONDS CODES...   # one pass: JSON line per deal
    python bench/ab_speed24.py --ab A B --rounds 3 CODES...
    AB_NODES=15000 python bench/ab_speed24.py --ab A B --rounds 1 $(python bench/ab_speed24.py --codes D1V 10)

With ``AB_NODES`` each deal is solved with that many positions and no time limit (the same search in both trees).
"""
from __future__ import annotations
import json, os, subprocess, sys, time, statistics

def run(tree, codes, seconds):
    sys.path.insert(0, tree)
    from ds.game import Game
    from ds.solver import solve
    for code in codes:
        game = Game.deal(code)
        cpu = time.process_time()
        nodes = int(os.environ.get("AB_NODES", "0")) or None
        result = solve(game, max_seconds=None if nodes else seconds, max_nodes=nodes)
        spent = time.process_time() - cpu
        print(json.dumps({"code": code, "verdict": result.verdict, "nodes": result.nodes, "cpu": round(spent, 4)}), flush=True)

def ab(a, b, rounds, codes, seconds):
    data = {a: {}, b: {}}
    loads = []
    for r in range(rounds):
        order = (a, b) if r % 2 == 0 else (b, a)
        for tree in order:
            loads.append(os.getloadavg()[0])
            out = subprocess.run([sys.executable, __file__, "--run", tree, str(seconds), *codes],
                                 capture_output=True, text=True, env={**os.environ, "PYTHONPATH": tree}, check=True).stdout
            for line in out.splitlines():
                rec = json.loads(line)
                data[tree].setdefault(rec["code"], []).append(rec)
            print(f"# round {r} {tree} done, load {os.getloadavg()[0]:.2f}", file=sys.stderr, flush=True)
    ta = tb = 0.0
    na = nb = 0
    print(f"{'deal':18} {'verdict':8} {'nodes A':>8} {'nodes B':>8} {'cpu A':>7} {'cpu B':>7} {'B/A':>6}")
    for code in codes:
        ra, rb = data[a][code], data[b][code]
        ma = statistics.median(x["cpu"] for x in ra); mb = statistics.median(x["cpu"] for x in rb)
        va = {(x["verdict"], x["nodes"]) for x in ra}; vb = {(x["verdict"], x["nodes"]) for x in rb}
        same = "" if va == vb and len(va) == 1 else f" DIFF {va} {vb}"
        ta += ma; tb += mb; na += ra[0]["nodes"]; nb += rb[0]["nodes"]
        print(f"{code:18} {ra[0]['verdict']:8} {ra[0]['nodes']:8} {rb[0]['nodes']:8} {ma:7.3f} {mb:7.3f} {mb/ma:6.3f}{same}")
    print(f"{'total':18} {'':8} {na:8} {nb:8} {ta:7.3f} {tb:7.3f} {tb/ta:6.3f}  pos/cpu s {na/ta:.0f} -> {nb/tb:.0f} ({(nb/tb)/(na/ta)-1:+.1%})")
    print(f"load average during: min {min(loads):.2f} median {statistics.median(loads):.2f} max {max(loads):.2f}")

if __name__ == "__main__":
    if sys.argv[1] == "--codes":
        from ds.codes import GameCode
        from ds.solver_cli import survey_deals
        mode = sys.argv[2]
        print(" ".join(str(GameCode(int(mode[1]), mode[2], n)) for n in survey_deals(2024, int(sys.argv[3]))))
    elif sys.argv[1] == "--run":
        run(sys.argv[2], sys.argv[4:], float(sys.argv[3]))
    else:
        a, b, rounds = sys.argv[2], sys.argv[3], int(sys.argv[5])
        ab(a, b, rounds, sys.argv[6:], 30.0)
