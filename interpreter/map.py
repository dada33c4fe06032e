"""The map: typed spaces, typed edges and named regions, with fast adjacency and a networkx view."""
from __future__ import annotations

from dataclasses import dataclass, field

import networkx as nx


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


@dataclass
class Edge:
    a: str
    b: str
    kind: str
    attrs: dict
    prov: dict
    directed: bool = False


@dataclass
class Region:
    id: str
    name: str
    members: list
    attrs: dict
    prov: dict


def normalize_name(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


class GameMap:
    def __init__(self, spaces: dict[str, Space], edges: list[Edge], regions: dict[str, Region],
                 grids: dict | None = None, coords: str = "plane", title: str = ""):
        self.spaces, self.edges, self.regions = spaces, edges, regions
        self.grids = grids or {}
        self.coords, self.title = coords, title
        # adjacency: space -> list of (neighbour, edge) usable from that space
        self.adj: dict[str, list[tuple[str, Edge]]] = {s: [] for s in spaces}
        for e in edges:
            self.adj[e.a].append((e.b, e))
            if not e.directed:
                self.adj[e.b].append((e.a, e))
        self._names: dict[str, str] = {}
        for s in spaces.values():
            for n in [s.id, s.name, *s.aliases]:
                if n:
                    self._names.setdefault(normalize_name(n), s.id)
        self._graph = None

    def resolve(self, name: str) -> str | None:
        """The space id for an id, printed name or alias (case and punctuation ignored)."""
        if name in self.spaces:
            return name
        return self._names.get(normalize_name(name))

    @property
    def graph(self) -> nx.MultiDiGraph:
        """The map as a networkx MultiDiGraph (undirected edges appear in both directions)."""
        if self._graph is None:
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
            counts: dict[str, int] = {}
            for r in records:
                counts[r.prov["src"]] = counts.get(r.prov["src"], 0) + 1
            out[what] = counts
        return out
