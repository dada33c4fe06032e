"""The map: typed spaces, typed edges and named regions, with fast adjacency and a networkx view."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field



@dataclass
class Space:
    id: str
    name: str
    kind: str
    attrs: dict
    prov: dict
    aliases: list = field(default_factory=list)
    pos: tuple | None = None
    grid: str | None = None
    cell: tuple | None = None
    attr_prov: dict = field(default_factory=dict)  # attribute -> provenance, where it differs from prov
    lonlat: tuple | None = None  # where on the earth, when the map says (pos on lonlat maps, or a grid's geo)
    unreachable_ok: bool = False  # reached by rules, not by any edge (display boxes): not a connectivity fault


@dataclass
class Edge:
    a: str
    b: str
    kind: str
    attrs: dict
    prov: dict
    directed: bool = False
    attr_prov: dict = field(default_factory=dict)


@dataclass
class Region:
    id: str
    name: str
    members: list
    attrs: dict
    prov: dict
    aliases: list = field(default_factory=list)
    attr_prov: dict = field(default_factory=dict)


def normalize_name(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def name_index(records) -> dict[str, str]:
    """Normalised id, name and aliases -> record id; the first claimant wins (the loader rejects real clashes)."""
    out: dict[str, str] = {}
    for r in records:
        for n in [r.id, r.name, *r.aliases]:
            if n:
                out.setdefault(normalize_name(n), r.id)
    return out


class GameMap:
    def __init__(self, spaces: dict[str, Space], edges: list[Edge], regions: dict[str, Region],
                 grids: dict | None = None, coords: str = "plane", title: str = "",
                 names: dict | None = None, region_names: dict | None = None,
                 grid_specs: dict | None = None, render: dict | None = None):
        self.spaces, self.edges, self.regions = spaces, edges, regions
        self.grids = grids or {}
        self.grid_specs = grid_specs or {}  # grid id -> its map.yaml record (geo, edge_kind, ...)
        self.render = render or {}  # drawing hints from map.yaml (see docs/data-formats.md)
        self.coords, self.title = coords, title
        # adjacency: space -> list of (neighbour, edge) usable from that space
        self.adj: dict[str, list[tuple[str, Edge]]] = {s: [] for s in spaces}
        for e in edges:
            self.adj[e.a].append((e.b, e))
            if not e.directed:
                self.adj[e.b].append((e.a, e))
        self._names = names if names is not None else name_index(spaces.values())
        self._region_names = region_names if region_names is not None else name_index(regions.values())
        self._graph = None

    def resolve(self, name: str) -> str | None:
        """The space id for an id, printed name or alias (case and punctuation ignored)."""
        if name in self.spaces:
            return name
        return self._names.get(normalize_name(name))

    def resolve_region(self, name: str) -> str | None:
        """The region id for an id, name or alias (case and punctuation ignored)."""
        if name in self.regions:
            return name
        return self._region_names.get(normalize_name(name))

    def grid_distance(self, a: str, b: str) -> int | None:
        """Cell steps between two cells of one grid, or of grids sharing a lattice; None otherwise."""
        sa, sb = self.spaces[a], self.spaces[b]
        if sa.grid is None or sb.grid is None:
            return None
        ga, gb = self.grids[sa.grid], self.grids[sb.grid]
        if sa.grid == sb.grid:
            return ga.distance(sa.cell, sb.cell)
        if (ga.lattice or sa.grid) != (gb.lattice or sb.grid):
            return None
        host = self.grids[ga.lattice or sa.grid]
        return host.distance(ga.to_lattice(*sa.cell), gb.to_lattice(*sb.cell))

    @property
    def graph(self):
        """The map as a networkx MultiDiGraph (undirected edges appear in both directions)."""
        if self._graph is None:
            import networkx as nx  # on first use: most runs never need the graph, and the import is slow
            g = nx.MultiDiGraph()
            for s in self.spaces.values():
                g.add_node(s.id, name=s.name, kind=s.kind, prov=s.prov, **s.attrs)
            for e in self.edges:
                g.add_edge(e.a, e.b, key=e.kind, kind=e.kind, prov=e.prov, **e.attrs)
                if not e.directed:
                    g.add_edge(e.b, e.a, key=e.kind, kind=e.kind, prov=e.prov, **e.attrs)
            self._graph = g
        return self._graph

    def provenance_summary(self) -> dict[str, dict[str, int]]:
        """Counts of records by provenance source, for spaces, edges and regions."""
        out: dict[str, dict[str, int]] = {}
        for what, records in (("spaces", self.spaces.values()), ("edges", self.edges), ("regions", self.regions.values())):
            out[what] = dict(Counter(r.prov["src"] for r in records))
        return out

    def attribute_provenance(self) -> dict[str, Counter]:
        """Per attribute ('space.terrain', 'edge.strait', ...), how many values come from each source.

        A value without an attr_prov entry shares its record's provenance. False and empty values are not
        counted: maps that write every flag out would otherwise credit each "no" to the record's source."""
        out: dict[str, Counter] = {}
        for what, records in (("space", self.spaces.values()), ("edge", self.edges), ("region", self.regions.values())):
            for r in records:
                for k, v in r.attrs.items():
                    if v is False or v is None or v == [] or v == "":
                        continue
                    src = (r.attr_prov.get(k) or r.prov)["src"]
                    out.setdefault(f"{what}.{k}", Counter())[src] += 1
        return out
