"""The plans: which searches take turns in each mode and scoring, with what costs and how many turns, and why
(the runner that takes the turns is ``solving.py``).

* Depth-first and greedy best-first searches over the pruned move set find most wins quickly but prove
  nothing: when one runs dry it leaves the turns. In Normal scoring several best-first searches with
  different costs per face-down, waste and talon card take one turn each (``NORMAL_PLAN``), then searches
  restarted with a new random tie-break each run (``seek.py``) take one to four turns each, after the fixed
  ones, and a few more fixed ones after those (in draw 1 then one more restarted one, five turns). In Normal
  a search's first turn is one ``TURN`` whatever its weight: the first round, which decides most deals, is
  the same as with every weight 1.
* A depth-first search over every move is the only one that may answer "lost", once it has searched every
  position.
* In Vegas the main searches are best-first and charge 30 points per card left in the waste (a winning
  one-pass line keeps the waste short: every card passed over must come back off it, last in first out),
  with their positions built only when taken off the heap (``lazy``). One charges 8 points per face-down
  card and one 20: each wins deals the other does not. One that charges 1 per waste card wins some deals
  that need a long waste early. In draw 3 (``DRAW_3_VEGAS_PLAN``) the complete depth-first search takes a
  quarter of the turns (there most verdicts are losses, which only it proves) and four searches for a win
  the rest, one of them charging 5 points per card left in the talon as well, and after 4,000 positions a
  nested Monte Carlo search (``nested.py``) two thirds of them. In draw 1
  (``DRAW_1_VEGAS_PLAN``) searches for a win take most turns: a best-first one that also charges 5 points
  per card left in the talon, and, once the plan has searched 4,000 positions, searches restarted with a new
  random tie-break each run (``seek.py``): beams, which play each line on to its end, and best-first runs
  cut off after Luby's budgets; and a nested Monte Carlo search (``nested.py``) with two thirds of the turns.
* When only a win is wanted (``seek_win``), draw 3 Vegas runs one search for a win alone
  (``DRAW_3_VEGAS_WIN_PLAN``): a plan without the complete search answers "unknown" once each of its searches
  has run dry, and this one gives up early on a deal whose lines put few cards up (``DRAW_3_VEGAS_WIN_GATES``).
"""

from __future__ import annotations

Plan = tuple[tuple[str, bool, int, int, int, int, int], ...]
"""The searches that take turns: (method, every move?, waste, face-down and talon costs of ``promise``
(best-first, beam and nested searches only), turns of ``solving.TURN`` positions (in Normal from the second turn on: the first is one), and
``after``: the search takes turns from the first
round that begins once the plan has searched that many positions (0: from the start), or sooner when every
search that takes turns has run dry)."""

NORMAL_PLAN: Plan = (
    ("dfs", False, 0, 8, 0, 4, 0), ("best", False, 0, 8, 0, 1, 0), ("lazy", False, 0, 20, 5, 1, 0),
    ("lazy", False, 2, 20, 0, 1, 0), ("lazy", False, 1, 8, 0, 1, 0), ("best", False, 0, 20, 5, 1, 0),
    ("lazy", False, 0, 20, 0, 1, 0), ("lazy", False, 2, 8, 5, 1, 0), ("dfs", True, 0, 8, 0, 1, 0),
    ("restart", False, 5, 20, 5, 2, 0), ("restart", False, 1, 20, 0, 2, 0), ("restart", False, 2, 20, 5, 2, 0),
    ("restart", False, 5, 20, 0, 1, 0), ("restart", False, 0, 12, 5, 2, 0), ("restart", False, 2, 20, 0, 1, 0),
    ("restart", False, 3, 20, 0, 1, 0), ("lazy", False, 5, 20, 0, 3, 0), ("lazy", False, 0, 12, 5, 1, 0),
    ("lazy", False, 1, 20, 0, 1, 0), ("best", False, 0, 8, 10, 1, 0), ("lazy", False, 4, 30, 10, 1, 0),
    ("lazy", False, 6, 20, 5, 1, 0), ("restart", False, 0, 30, 0, 5, 0),
    ("sampled", False, 0, 8, 0, 16, 0), ("sampled", False, 2, 20, 0, 16, 0), ("sampled", False, 30, 20, 0, 16, 0),
)
DRAW_3_NORMAL_PLAN: Plan = (
    ("dfs", False, 0, 8, 0, 1, 0), ("lazy", False, 0, 8, 0, 1, 0), ("lazy", False, 0, 20, 0, 1, 0),
    ("lazy", False, 2, 20, 0, 3, 0), ("lazy", False, 2, 8, 5, 2, 0), ("lazy", False, 1, 8, 0, 1, 0),
    ("lazy", False, 0, 20, 5, 2, 0), ("dfs", True, 0, 8, 0, 1, 0),
    ("restart", False, 2, 20, 0, 4, 0), ("restart", False, 3, 20, 0, 1, 0), ("restart", False, 5, 20, 5, 2, 0),
    ("restart", False, 2, 20, 5, 1, 0), ("lazy", False, 5, 20, 0, 1, 0), ("best", False, 0, 20, 5, 1, 0),
    ("best", False, 0, 8, 10, 1, 0), ("lazy", False, 4, 30, 10, 1, 0),
    ("sampled", False, 0, 8, 0, 16, 0), ("sampled", False, 2, 20, 0, 16, 0), ("nested", False, 10, 20, 0, 16, 0),
)
"""Normal scoring: depth-first and best-first searches with different costs take one turn each; each wins deals
the others take tens of thousands of positions over, so more of them, each with fewer turns, decide the tail
sooner. A lazy best-first search that charges 2 points per waste card won DS1-D3N-GJTVGFY in 175 positions
alone, where the plan without it needed 55,836; in draw 3 the lazy search at 8 per face-down card replaced the
plain one (DS1-D3N-ODMGNIF: 315 alone, against 82,815).

The sixth round on issue 16 (docs/winnability.md) added searches that charge 1 point per waste card (8 per
face-down card) and 5 per card left in the talon (20 per face-down card, and 2/8/5); in draw 1
the plain best-first search at 0/20/5 took one of the two turns of the one at 0/8 (it alone wins
DS1-D1N-VUWPDGH in 91 positions). Each of the tail deals of the first 1,000 surveyed (seed 1) is won fast by
one of them alone: DS1-D1N-TXEMCYH in 124 (lazy 1/8), RBRUMIE 213 (lazy 1/8), ZVTKOUM 691 (lazy 1/8), RXGYXAE
1,126 (lazy 0/20/5), DS1-D3N-RXGYXAE 272 (lazy 2/8/5), TVCSDBQ 457 and IUFAVCI 676 (lazy 1/8). Positions
(150,000-node cap, before -> after):

* D1N, the 200 benchmark deals: 39,634 in all -> 35,572, the slowest 2,601 -> 1,392; the first 1,000 surveyed
  (seed 1): 369,322 -> 213,313, the slowest 38,485 (ZVTKOUM) -> 9,830 (RXGYXAE); 1,000 others (seed 2):
  627,933 with ENJRNXT not won in 150,000 -> 309,554 all won, the slowest won 97,950 (WCPAYTO) -> 55,340
  (GEPRGVS).
* D3N, the 200 benchmark deals: 62,020 -> 55,311, the slowest 8,211 -> 1,705; seed 1: 567,045 -> 311,760, the
  slowest 219,762 (RXGYXAE) -> 5,540 (IUFAVCI); seed 2: 365,476 -> 320,568, the slowest 35,507 -> 4,281.

Wins in the tail are chaotic (a cost moved by one point turns 124 positions into none within 20,000), so the
plans take many searches, one turn each, kept by these figures rather than by the tail deals alone.

The seventh round (docs/winnability.md) bounds the tail with restarted lazy best-first searches (``seek.py``:
runs of 1,000, 1,000, 2,000 ... positions after Luby's sequence, each with a new random tie-break), two turns
each, listed after the fixed searches: they take no turn before each fixed search has had its first, so a deal
won within that (most deals, and the median one in about 115 positions) is won as before, and after it they
take about half the turns. A greedy search that goes wrong near the root can spend tens of thousands of
positions; one of many short runs goes right within a few hundred. Their costs charge 1 to 5 points per waste
card and 20 per face-down card (and 0/12/5 in draw 1): restarted copies of the fixed searches' own costs did
worse (D1N ENJRNXT 22,051 positions), as their runs fail where those searches fail. Positions, 150,000-node
cap, before -> after, the slowest in brackets:

* D1N, seed 1: 213,313 (9,830) -> 204,508 (4,089); seed 2: 309,554 (55,340) -> 214,440 (3,626); seed 3, not
  used to choose: 269,918 (56,303) -> 195,547 (2,563).
* D3N, seed 1: 311,760 (5,540) -> 308,375 (5,136); seed 2: 320,568 (4,281) -> 319,276 (3,369); seed 4:
  556,715 (WRDZIOU not won in 150,000) -> 314,168 (3,780); seed 3, not used to choose: 317,869 (3,851) ->
  319,118 (3,769); seed 6, not used either: 328,496 (7,486) -> 330,798 (10,906, YCBESUX, won by a fixed
  search that now takes fewer turns: about 1 s of CPU, the price of the restarted searches' share).

The eighth round (docs/winnability.md) chose the weights and the restarted searches' costs from each search's
positions to a win alone on the 77 deals of seeds 1-3 and 6-8 and the table's first 3,000 that took more
than the first round (every other deal is won within the first round, which is unchanged: weights count from
the second turn on). In draw 1 the pruned depth-first search takes four turns (DS1-D1N-PRHMKXT: it alone wins
it in 1,062 positions; 19,494 in the plan before, 4,646 now); in draw 3 the restarted searches at 2/20 and
3/20 take four and three (YCBESUX 10,906 -> 2,502, BPMESRQ 11,939 -> 2,508, SVNKEJV 10,891 -> 6,027).

The ninth round (docs/winnability.md) left the first round alone and moved three weights and one search, chosen
from each search's positions alone on the 69 deals of seeds 1-6 and the slow named ones past the first round: in
draw 1 the restarted search at 3/20 comes back (one turn, last: DS1-D1N-OGULZKT 15,201 -> 4,035, which it wins
alone in 195); in draw 3 the lazy search at 2/20 takes three turns and the one at 2/8/5 two (WOKJRXL 28,215 ->
9,527, DJXDWJT 9,183 -> 5,087), the restarted one at 3/20 one instead of three (SVNKEJV 6,027 -> 6,795).

The tenth round (docs/winnability.md) added searches after the restarted ones, each for a slow deal of 24,000
surveyed that it wins alone within a few hundred positions and no search of the plan did: in draw 1 lazy 5/20
(three turns; DS1-D1N-AQZIFRG, not won in 200,000 positions, 11,442 now), lazy 0/12/5 (DFMTPWU 19,270 -> 4,490)
and lazy 1/20 (VILCLRF 15,712 -> 4,774); in draw 3 lazy 5/20 (XKQPLQV 22,443 -> 8,753) and best-first 0/20/5
(LONHSEI 13,377 -> 3,507), the lazy search at 0/20/5 two turns. Replacing a restarted search instead changed
deals it won in its first turn (held out: MFUFOVO 3,036 -> 7,602), so none is replaced: the restarted ones at
5/20 (draw 1) and 2/20/5 (draw 3) keep their first turn and take one after it.

The eleventh round (docs/winnability.md) added two searches last in draw 1, one turn each, so a deal won before
their first turn takes the same positions and line: best-first 0/8/10 and lazy 4/30/10, the plan's first to
charge 10 points per card left in the talon (and 30 per face-down card). Best-first 0/8/10 alone wins
DS1-D1N-AQZIFRG in 123 positions and EYZABMX in 205 (no search of the plan within 946 and 1,143); lazy 4/30/10
wins FJVYJTO in 143 (15,017 positions in the plan before) and 49 of 88 surveyed deals past the fixed searches'
first round within 256, about as many as the plan's best (on 59 of them, 31 against 33 for the restarted search at
5/20/5). In the plan: EYZABMX 17,271 -> 5,069, AQZIFRG 11,442 -> 4,987, FJVYJTO 15,017 -> 5,263, PRHMKXT 5,670 ->
4,998; a deal past the first round that neither wins takes 512 more (XXTHUJQ 9,877 -> 10,389).

The twelfth round (docs/winnability.md) added the same two last in draw 3 (DS1-D3N-HLMTQLE 25,466 -> 3,737,
TJQGZNS 12,130 -> 3,976; WOKJRXL 10,551 -> 11,575) and two more last in draw 1: lazy 6/20/5, the first to charge
more than 5 points per waste card (DS1-D1N-HCVENRJ 48,394 -> 5,545; held out, BLWQIGT 32,971 -> 5,585), and the
restarted search at 0/30, five turns from its second on (AZOICWM, not won in 200,000 positions, which only it
wins alone, in 1,383: 14,951; IPJTUDT 8,914 -> 5,836). A deal past draw 1's first round that neither wins takes
512 more in its second round (XXTHUJQ 10,389 -> 10,901), 1,536 more in each later one. A restarted search whose
costs are drawn at random for each run (a "family" of costs) was measured and dropped.

The eighteenth session added two nested Monte Carlo searches (``nested.py``) last in both plans, at 0/8 and 2/20,
16 turns each from their second on: a rollout's position costs about a third of a lazy search's. On 24,000 deals
per mode (seeds 20-25, 200,000-position cap, CPython): all won; RDLQJHY 74,796 -> 6,369, LJYDSTG 37,994 -> 19,978
(1.2 s of CPU), BLWQIGT 55,710 -> 25,264 (1.3 s); D3N's CPU 508.8 -> 478.2 s, its median and 99th percentile
the same.
Held out (seeds 26-27, 8,000 deals per mode, swept after the choice): every deal decided within 0.76 s of CPU,
where the plans before had two over 1 s (D1N MTDDYZO 17,007 positions, D3N CFIRLLE 27,697 -> 12,723)
(docs/winnability.md, "Nested rollouts in Normal").

The fifteenth round (nineteenth session) added a third nested search last in each plan, 16 turns from its second
on: 30/20 in draw 1, 10/20 in draw 3. Of 80,000 deals per mode held out, D1N UDGUWZZ was undecided after 400,000
positions and CNMNQJH took 162,797 (nested 30/20 alone: 5,380 and 119; now 46,596 and 6,519). Weights fitted to one
set of slow deals did worse on the next, so none changed (docs/winnability.md, "Fifteenth round on issue 16, point
4").

The sixteenth round (twenty-second session) has the nested searches sample their rollouts' moves (``"sampled"``, as
in draw 1 Vegas: the softmax of ``SAMPLED_SCALE`` times ``promise_after``'s gain) instead of taking the best one
with a little noise: all three in draw 1, the first two in draw 3 (there the third sampled did worse: ZVNRAPI
21,714 -> 27,245). A deal decided before the nested searches' first turn is decided the same. Positions: D1N
LBIGGYL 333,503 -> 66,131, UDGUWZZ 46,596 -> 6,023, WHPQPOA 42,255 -> 6,370, SLTJRUE 41,768 -> 22,863, LJYDSTG
20,234 -> 6,376; D3N BLWQIGT 29,616 -> 14,141, ZVNRAPI 21,714 -> 18,997, JOPXREA 20,031 -> 16,765. On fresh deals
(seeds 60-139 in draw 1, 60-89 in draw 3: 320,000 and 120,000, each decided alike, 4 lost): over 20,000 positions
D1N 15 -> 12, D3N 5 -> 2; the slowest D1N KJJCBCR 89,766 -> 46,835, UWOFCZE 85,106 -> 44,192, but TPHXNCQ 18,568
-> 76,355 (3.5 s of CPU, the slowest now), D3N GWAJPKZ 105,257 -> 12,035; the mean per deal the same or lower
(docs/winnability.md, "Sixteenth round on issue 16, point 4")."""
RESTARTS_AFTER = 4_000
"""Positions the Vegas plans search before their restarted and nested searches take turns (``DRAW_1_VEGAS_PLAN``)."""
DRAW_1_VEGAS_PLAN: Plan = (
    ("dfs", True, 1, 8, 0, 1, 0), ("lazy", False, 30, 8, 0, 1, 0), ("lazy", False, 30, 8, 5, 2, 0),
    ("lazy", False, 30, 20, 0, 2, 0), ("restart", False, 30, 8, 5, 3, RESTARTS_AFTER),
    ("rbeam", False, 30, 8, 0, 4, RESTARTS_AFTER), ("rbeam", False, 30, 20, 0, 3, RESTARTS_AFTER),
    ("sampled", False, 30, 8, 0, 32, RESTARTS_AFTER),
)
"""Draw 1 in Vegas: no deal is proven lost (none of 1,962 surveyed at 8,000 positions), and a win, when the
searches find one, takes thousands to tens of thousands of positions; each search wins deals the others do
not. The plan has two stages, by the positions it has searched (``after``):

* From the start, the complete depth-first search and three lazy best-first searches for a win: 30/8, 30/8
  with 5 points per card left in the talon (a stock card placed on a column is progress too) and 30/20.
  Wins within a few thousand positions (the page's hint, "mark the deal", a survey at 8,000) come from them.
* From the first round that begins after ``RESTARTS_AFTER`` positions, searches restarted with a new random
  tie-break each run (``seek.Seeker``) join, with most of the turns: ``"rbeam"``, beams 32, 32, 64, 32 ...
  wide (Luby's sequence) each played to its end, and ``"restart"``, lazy best-first runs of 1,000, 1,000,
  2,000 ... positions. A greedy search's effort is heavy-tailed (a wrong turn near the root can cost its
  whole budget), and the runs win deals the fixed searches do not, but a beam run plays a game through in
  about 3,000 positions before it can win: from the start they took the turns that win at small budgets.
* From the same round, the nested Monte Carlo search (``nested.Nested``, level 2, width 3) joins with 32 turns
  of the 48 (about half the CPU: its positions cost about 40% of the others'). On the 40 benchmark deals
  (``survey_deals(2024, 40)``), 10 s of CPU each in CPython: 20 won by the plan before it, 22 with it; on the
  next 40, held out, 14 and 18, in 302 and 260 s of CPU. Deals it won that the plan before did not: TCUADUT,
  IVHVLYF, MXWHWUD (of the first 40), JLPIPAR, ZUZPEUM, JNFZMYA, MYZTTJT, KRAJNUO; lost: KUYCZEZ, PRFYINF (won
  at 8.3 and 7.1 s before). Joining from the start won as many but slowed the wins of the first 4,000
  positions (DS1-D1V-UMRQSTK 5,500 -> 35,196): docs/winnability.md, "Nested rollouts". Since the twenty-first
  session its policy samples its moves (``"sampled"``: the softmax of ``promise_after``'s gain, at the scale
  that fits the table's winning lines) instead of taking the best one with a little noise: 45 of the 80
  benchmark deals won within 10 s instead of 40, and 35 of 60 fresh ones (``survey_deals(2026, 60)``) instead of
  30, with less CPU (docs/winnability.md, "Sampled rollouts").

On the table's D1V deals 0-599 it wins 5 / 34 / 56 within 2,000 / 4,000 / 8,000 positions, every deal the
fourth round's fixed searches won (5 / 30 / 50) among them, where the restarted searches from the start won
6 / 21 / 37; on the fifth round's 100 deals 17 / 28 / 39 / 46 within 10,000 / 25,000 / 50,000 / 100,000
(from the start: 14 / 30 / 38 / 47). Positions, the same on every machine: docs/winnability.md, sixth round."""
DRAW_3_VEGAS_PLAN: Plan = (
    ("dfs", True, 1, 8, 0, 2, 0), ("lazy", False, 30, 8, 0, 2, 0), ("lazy", False, 30, 20, 0, 1, 0),
    ("lazy", False, 30, 20, 5, 2, 0), ("best", False, 1, 8, 0, 1, 0),
    ("sampled", False, 30, 20, 0, 16, RESTARTS_AFTER),
)
"""Draw 3 in Vegas: most deals the solver decides are proven lost (137 against 19 won of the table's first 2,385
at 20,000 positions), and only the complete depth-first search proves a loss, so it keeps a quarter of the
turns. It goes through classes of positions linked by run transfers (``runs.py``, ``Search.merge``):
DS1-D3V-KJFYZDU proven lost after 19,198 classes (4.9 s of CPU) instead of 420,402 positions (44 s).

The searches for a win take the rest: lazy best-first 30/8 (2 turns), 30/20 (1), 30/20 with 5 points per
card left in the talon (2) and plain best-first 1/8 (1). Alone, each wins a winnable deal within 1,000 to
5,000 positions or not at all within 6,000, and each wins deals the others do not (30/20/5 table deals 7,
2483 and 2540, 30/8 309 and 911, 30/20 79, best-first 797), so a few of them, each with many turns, win
sooner than many with few. Before the seventh round the complete search took half the turns and 30/20/5
none. Wins within 2,000 / 8,000 / 20,000 positions, before -> after (each search run alone, the plan's turns
replayed from its counts, the same positions as ``Solving`` on the deals checked): the 19 winnable table
deals 0 / 5 / 19 -> 0 / 10 / 19, table deals 0-101 0 / 0 / 0 -> 0 / 0 / 3, held-out table deals 2,385-2,684
0 / 1 / 1 -> 0 / 1 / 3; no deal won before is lost. Left out: restarted searches (``seek.py``; alone on the
19, lazy runs at 30/8/5 won 6 and beams 3, each also won by a search of the plan, sooner but for two) and
lazy 30/8/5 (13 of the 19, none of deals 0-101). A loss takes up to twice the positions it took:
docs/winnability.md, seventh round.

Since the twenty-second session a nested search that samples its moves (``"sampled"``, as in draw 1, at 30/20)
joins from the first round after ``RESTARTS_AFTER`` positions with 16 turns of 24 (about a third of the CPU), so a
deal decided within 4,096 positions is decided as before. Within 10 s of CPU in CPython: 4 of the 40 benchmark
deals (``survey_deals(2024, 40)``) won instead of 3 (MVJLILP), 2 of 40 held out (2026) instead of 0 (GSIREGQ,
IWLDTGR); every loss proven before still proven, no win lost, but later wins and losses come later (KJFYZDU
lost at 2.1 -> 3.4 s, ZSOIQRF won at 5.0 -> 7.2 s): docs/winnability.md, "Sampled rollouts in draw 3 Vegas"."""
DRAW_3_VEGAS_WIN_PLAN: Plan = (("lazy", False, 30, 20, 5, 1, 0),)
"""Draw 3 in Vegas when only a win is wanted (``Solving``'s ``seek_win``: "winnable deals only" without the table,
and surveys that grow the table, ``python -m ds survey --seek-win``): the lazy best-first search at 30/20 with 5
points per card left in the talon, alone. It proves nothing, but wins most of the deals ``DRAW_3_VEGAS_PLAN`` wins
in a fifth of the positions: alone on the table's 130 winnable deals of the fourteenth session (each won by that
plan within 20,000 positions), 59 / 80 / 98 within 3,000 / 4,000 / 6,000 positions (lazy 30/8 alone 17 / 31 / 52,
30/20 32 / 46 / 68, 30/8/5 43 / 52 / 68), so about three times the wins per position searched on deals most of
which no search wins (docs/winnability.md, "Surveys for a win only")."""
Gates = tuple[tuple[int, int], ...]
"""(positions, cards): once the plan has searched that many positions, a search for a win only gives up on the
deal unless the foundations hold that many cards at the end of a line it found. The gates are looked at as each
round of turns begins (every 256 positions with ``DRAW_3_VEGAS_WIN_PLAN``'s one search of weight 1)."""
DRAW_3_VEGAS_WIN_GATES: Gates = ((256, 8), (512, 15))
"""Where ``DRAW_3_VEGAS_WIN_PLAN`` gives up on a deal that is going nowhere: its wins put cards up early, and it
wins fewer than 1 deal in 150. On the 68,387 table deals of the fifteenth session's surveys at 4,000 positions
(439 won), these gates keep 181 of the wins (41%) and stop most deals after 256 or 512 positions: 2.9 times the
wins per position searched; of the 35 table deals between 82,818 and 88,811 that the search won without them, 15
pass (43%). A deal given up on may be winnable: a survey or "winnable deals only" draws another
(docs/winnability.md, "Gates")."""


__all__ = [
    "DRAW_1_VEGAS_PLAN", "DRAW_3_NORMAL_PLAN", "DRAW_3_VEGAS_PLAN", "DRAW_3_VEGAS_WIN_GATES", "DRAW_3_VEGAS_WIN_PLAN",
    "NORMAL_PLAN", "RESTARTS_AFTER", "Gates", "Plan",
]
