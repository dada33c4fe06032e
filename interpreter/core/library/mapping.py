"""Map queries: spaces, regions, adjacency, reachability and distances with state-dependent rules."""
from __future__ import annotations

import heapq
from collections import deque

from pacwar.interpreter.errors import RulesRuntimeError
from pacwar.interpreter.core.library import builtin
from pacwar.interpreter.core.remembered import answers


def _space(c, s, who: str) -> str:
    if s not in c.game.map.spaces:
        raise RulesRuntimeError(f"{who}(): {s!r} is not a space")
    return s


@builtin("spaces")
def spaces(c, kind=None):
    if kind is None:
        return list(c.game.space_order)
    return list(c.game.spaces_by_kind.get(kind, []))


@builtin("occupied")
def occupied(c, kind=None):
    """The spaces (of a kind) that hold at least one piece, in map order: sweeps over the map visit only
    these, through the location index kept by every move."""
    index = c.game.space_index
    out = sorted((loc for loc in c.st["at"] if loc in index), key=index.__getitem__)
    if kind is None:
        return out
    attrs = c.game.space_attrs
    return [s for s in out if attrs[s]["kind"] == kind]


@builtin("region")
def region(c, rid):
    r = c.game.map.regions.get(rid)
    if r is None:
        raise RulesRuntimeError(f"unknown region {rid!r}")
    return list(r.members)


@builtin("regions_of")
def regions_of(c, space):
    return list(c.game.regions_of.get(space, []))


@builtin("adjacent")
def adjacent(c, space, edge=None, static=None):
    """static: given by the code generator when the edge test reads only the edge's own fields and
    constants (codeopt.static_edge_test), the test's text; the answer is then the same for the whole game
    and is remembered with the game's map data, under (space, text)."""
    if static is not None and type(space) is str:
        memo = c.game.__dict__.setdefault("adjacent_memo", {})
        hit = memo.get((space, static))
        if hit is None:
            hit = memo[(space, static)] = adjacent(c, space, edge)
        return list(hit)
    if edge is not None and type(space) is str:
        store = answers(c, "adjacent", edge)   # a lambda whose answers are remembered while nothing it reads is written
        if store is not None:
            hit = store.get(space)
            if hit is None:
                hit = store[space] = _adjacent(c, space, edge)
            return list(hit)
    return _adjacent(c, space, edge)


def _adjacent(c, space, edge):
    out = []
    for nb, rec in c.game.adj_records[_space(c, space, "adjacent")]:
        if (edge is None or edge(c, rec)) and nb not in out:
            out.append(nb)
    return out


@builtin("edges")
def edges(c, space, edge=None):
    return [dict(rec) for nb, rec in c.game.adj_records[_space(c, space, "edges")] if edge is None or edge(c, rec)]


@builtin("edge")
def edge_(c, a, b, kind=None):
    for nb, rec in c.game.adj_records[_space(c, a, "edge")]:
        if nb == b and (kind is None or rec["kind"] == kind):
            return dict(rec)
    return None


def _search(c, starts, node, edge, cost, limit, target=None, stop=None, goal=None, init=None):
    """Dijkstra (BFS when there is no cost) over the map. Returns (dist, parent, order). `init` gives the starts'
    costs (default 0 each).

    The rules' callbacks are questions about the state, asked as few times as the answer needs: `node` at most
    once per space in a search (its answer is remembered), and without a cost no callback at all for an edge
    into a space already reached (breadth first, it was reached at no greater cost). When the answers of `node`
    and `edge` are remembered (core/remembered.py), they are not asked again while nothing they read is
    written."""
    adj = c.game.adj_records
    bfs = cost is None and init is None   # with starting costs a start may be reached more cheaply
    if bfs:
        return _breadth_first(c, adj, starts, node, edge, limit, target, stop, goal)
    admitted = _store(c, "node", node)   # space -> node's answer
    passes = _store(c, "edge", edge, own=False)   # id(edge record) -> edge's answer, when remembered
    dist, parent, order = {}, {}, []
    heap = []
    for i, s in enumerate(starts):
        s0 = 0 if init is None else init[s]
        if s not in dist or s0 < dist[s]:
            dist[s] = s0
            parent[s] = None
            heap.append((s0, i, s))
    heapq.heapify(heap)
    seq = len(heap)
    done = set()
    while heap:
        d, _, s = heapq.heappop(heap)
        if s in done:
            continue
        done.add(s)
        order.append(s)
        if s == target or (goal is not None and goal(c, s)):
            break
        # a start is never stopped (with `init` a start may have a cost above 0)
        if stop is not None and (d > 0 if init is None else parent[s] is not None) and stop(c, s):
            continue
        for nb, rec in adj[s]:
            if nb in done or admitted.get(nb) is False or (bfs and nb in dist):
                continue
            # a space already reached at no more than d cannot be reached more cheaply through s (no step
            # costs less than 0), so nothing about this edge is asked
            if dist.get(nb, 1 << 60) <= d:
                continue
            if edge is not None:
                if passes is None:
                    ok = edge(c, rec)
                else:
                    ok = passes.get(id(rec))
                    if ok is None:
                        ok = passes[id(rec)] = not not edge(c, rec)
                if not ok:
                    continue
            if node is not None:
                ok = admitted.get(nb)
                if ok is None:
                    ok = admitted[nb] = not not node(c, nb)
                if not ok:
                    continue
            step = 1 if cost is None else cost(c, rec)
            if step is None:
                continue
            if step < 0:
                raise RulesRuntimeError(f"a step of a map search cannot cost less than 0 (it costs {step!r})")
            nd = d + step
            if limit is not None and nd > limit:
                continue
            if nd < dist.get(nb, 1 << 60):
                dist[nb] = nd
                parent[nb] = s
                seq += 1
                heapq.heappush(heap, (nd, seq, nb))
    return dist, parent, order


def _store(c, role, *fns, own=True) -> dict | None:
    """Where a search keeps the answers of its callbacks: the remembered answers when the lambdas' answers
    are remembered (core/remembered.py), else (own) a dict for this search alone, or None."""
    store = None if all(fn is None for fn in fns) else answers(c, role, *fns)
    return store if store is not None else ({} if own else None)


def _breadth_first(c, adj, starts, node, edge, limit, target, stop, goal):
    """_search without costs: every step costs 1, so a first-in first-out queue visits the spaces in the
    order the heap would (by distance, then by when each was reached), with each space queued once."""
    admitted = _store(c, "node", node)
    passes = _store(c, "edge", edge, own=False)
    dist, parent, order = {}, {}, []
    queue = deque()
    for s in starts:
        if s not in dist:
            dist[s] = 0
            parent[s] = None
            queue.append(s)
    while queue:
        s = queue.popleft()
        order.append(s)
        if s == target or (goal is not None and goal(c, s)):
            break
        d = dist[s]
        if stop is not None and d > 0 and stop(c, s):
            continue
        nd = d + 1
        beyond = limit is not None and nd > limit   # the callbacks are still asked, as the heap version does
        for nb, rec in adj[s]:
            if nb in dist or admitted.get(nb) is False:
                continue
            if edge is not None:
                if passes is None:
                    ok = edge(c, rec)
                else:
                    ok = passes.get(id(rec))
                    if ok is None:
                        ok = passes[id(rec)] = not not edge(c, rec)
                if not ok:
                    continue
            if node is not None:
                ok = admitted.get(nb)
                if ok is None:
                    ok = admitted[nb] = not not node(c, nb)
                if not ok:
                    continue
            if beyond:
                continue
            dist[nb] = nd
            parent[nb] = s
            queue.append(nb)
    return dist, parent, order


def _machine(states, who: str) -> dict:
    """Check a declared state machine of edge classes: a record {state: {class: next state}} with a `start`
    state, every next state one of its states."""
    if not isinstance(states, dict) or "start" not in states:
        raise RulesRuntimeError(f"{who}(): states= must be a record of states with one named \"start\", "
                                f"each a record {{edge class: next state}}")
    for st, moves in states.items():
        if not isinstance(moves, dict):
            raise RulesRuntimeError(f"{who}(): state {st!r} must be a record {{edge class: next state}}, not {moves!r}")
        for cls, nxt in moves.items():
            if nxt not in states:
                raise RulesRuntimeError(f"{who}(): state {st!r} goes across {cls!r} edges to {nxt!r}, which is not a state")
    return states


_UNASKED = object()


def _staged_search(c, starts, node, edge, cost, limit, states, classes, who, stop=None, goal=None):
    """_search over (space, state) pairs: a step across an edge is allowed in state S when one of the edge's
    classes (the `classes` lambda: a text or a list of texts) has a move in S, and leads to that move's state.
    Each start begins in state "start". Returns (dist, order) per space: the least cost at which a space is
    reached in any state, and the spaces in the order they were first reached. `node` and `stop` are asked at
    most once per space, `edge` and `classes` at most once per edge record, and when their answers are
    remembered (core/remembered.py) not again while nothing they read is written."""
    machine = _machine(states, who)
    adj = c.game.adj_records
    admitted = _store(c, "node", node)        # space -> node's answer
    stopped = _store(c, "stop", stop)         # space -> stop's answer
    # the edge test's and the classes' answers are remembered apart: the classes often read no local of the
    # caller, so one search's answers serve searches from every start
    passes = _store(c, "edge", edge, own=False)         # id(edge record) -> edge's answer, when remembered
    classed = _store(c, "classes", classes, own=False)  # id(edge record) -> its classes, when remembered
    crossing: dict = {}     # id(edge record) -> its classes (a tuple), or None when the edge test refuses it
    moving: dict = {}       # (state, classes) -> the next states
    dist, order = {}, []
    best: dict = {}         # (space, state) -> least cost
    heap = []
    for i, s in enumerate(starts):
        if (s, "start") not in best:
            best[(s, "start")] = 0
            heap.append((0, i, s, "start", True))
    heapq.heapify(heap)
    seq = len(heap)
    done = set()
    while heap:
        d, _, s, st, first_step = heapq.heappop(heap)
        if (s, st) in done:
            continue
        done.add((s, st))
        if s not in dist:
            dist[s] = d
            order.append(s)
            if goal is not None and goal(c, s):
                break
        # a start is never stopped
        if stop is not None and not first_step:
            hit = stopped.get(s)
            if hit is None:
                hit = stopped[s] = not not stop(c, s)
            if hit:
                continue
        for nb, rec in adj[s]:
            if admitted.get(nb) is False:
                continue
            key = id(rec)
            cls = crossing.get(key, _UNASKED)
            if cls is _UNASKED:
                cls = None
                if edge is None:
                    ok = True
                elif passes is None:
                    ok = edge(c, rec)
                else:
                    ok = passes.get(key)
                    if ok is None:
                        ok = passes[key] = not not edge(c, rec)
                if ok:
                    cls = None if classed is None else classed.get(key)
                    if cls is None:
                        got = classes(c, rec)
                        cls = (got,) if isinstance(got, str) else tuple(got or ())
                        if classed is not None:
                            classed[key] = cls
                crossing[key] = cls
            if not cls:
                continue
            # the states an edge of these classes leads to from this state, each once (a few pairs per search)
            nexts = moving.get((st, cls))
            if nexts is None:
                moves = machine[st]
                nexts = moving[(st, cls)] = tuple(dict.fromkeys([moves[k] for k in cls if k in moves]))
            if not nexts:
                continue
            if node is not None:
                ok = admitted.get(nb)
                if ok is None:
                    ok = admitted[nb] = not not node(c, nb)
                if not ok:
                    continue
            step = 1 if cost is None else cost(c, rec)
            if step is None:
                continue
            if step < 0:
                raise RulesRuntimeError(f"a step of a map search cannot cost less than 0 (it costs {step!r})")
            nd = d + step
            if limit is not None and nd > limit:
                continue
            for nx in nexts:
                if nd < best.get((nb, nx), 1 << 60):
                    best[(nb, nx)] = nd
                    seq += 1
                    heapq.heappush(heap, (nd, seq, nb, nx, False))
    return dist, order


def _staged_args(who, states, classes):
    """states= and classes= go together."""
    if (states is None) != (classes is None):
        raise RulesRuntimeError(f"{who}(): states= and classes= are given together (a state machine over the "
                                f"classes of the edges)")
    return states is not None


@builtin("reachable")
def reachable(c, frm, node=None, edge=None, max=None, cost=None, stop=None, states=None, classes=None):
    starts = frm if isinstance(frm, list) else [frm]
    starts = [_space(c, s, "reachable") for s in starts]
    if _staged_args("reachable", states, classes):
        return _staged_search(c, starts, node, edge, cost, max, states, classes, "reachable", stop=stop)[1]
    _, _, order = _search(c, starts, node, edge, cost, max, stop=stop)
    return order


@builtin("distances")
def distances(c, frm, node=None, edge=None, max=None, cost=None, stop=None):
    """The least cost of every space reachable from a space, a list (each start at cost 0) or a record
    {space: cost to start with} (a search that goes on from where others ended), as a record {space: cost}."""
    if isinstance(frm, dict):
        init = {_space(c, s, "distances"): v for s, v in frm.items()}
        bad = [v for v in init.values() if isinstance(v, bool) or not isinstance(v, int) or v < 0]
        if bad:
            raise RulesRuntimeError(f"distances(): a starting cost must be a whole number 0 or more, not {bad[0]!r}")
        starts = sorted(init, key=lambda s: init[s])
    else:
        starts = [_space(c, s, "distances") for s in (frm if isinstance(frm, list) else [frm])]
        init = None
    if max is not None and init is not None:
        starts = [s for s in starts if init[s] <= max]
    dist, _, order = _search(c, starts, node, edge, cost, max, stop=stop, init=init)
    return {s: dist[s] for s in order}


@builtin("nearest")
def nearest(c, frm, goal, node=None, edge=None, max=None, cost=None, stop=None, states=None, classes=None):
    """The first space, in order of increasing cost, reachable from `frm` and satisfying `goal`, or none: the
    search stops there (a cheap "can X reach any of these?")."""
    starts = frm if isinstance(frm, list) else [frm]
    starts = [_space(c, s, "nearest") for s in starts]
    if _staged_args("nearest", states, classes):
        order = _staged_search(c, starts, node, edge, cost, max, states, classes, "nearest", stop=stop, goal=goal)[1]
    else:
        _, _, order = _search(c, starts, node, edge, cost, max, stop=stop, goal=goal)
    return order[-1] if order and goal(c, order[-1]) else None


@builtin("distance")
def distance(c, a, b, node=None, edge=None, cost=None, stop=None):
    dist, _, _ = _search(c, [_space(c, a, "distance")], node, edge, cost, None, _space(c, b, "distance"), stop)
    return dist.get(b)


@builtin("path")
def path(c, a, b, node=None, edge=None, cost=None, stop=None):
    dist, parent, _ = _search(c, [_space(c, a, "path")], node, edge, cost, None, _space(c, b, "path"), stop)
    if b not in dist:
        return None
    out = [b]
    while parent[out[-1]] is not None:
        out.append(parent[out[-1]])
    return list(reversed(out))


@builtin("hex_distance")
def hex_distance(c, a, b):
    # two map sheets laid on one lattice measure across their join
    d = c.game.map.grid_distance(_space(c, a, "hex_distance"), _space(c, b, "hex_distance"))
    if d is None:
        raise RulesRuntimeError(f"hex_distance(): {a} and {b} are not cells of one grid or lattice")
    return d
