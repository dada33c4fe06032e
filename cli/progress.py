"""Progress bars for the long commands (fuzz, bench; compare can use the same), drawn by tqdm when it is
installed (pip install 'pacwar[progress]'), else a line every few steps. Always on stderr, so the report on
stdout stays clean for pipes; --quiet shows nothing."""
from __future__ import annotations

import sys


class Progress:
    def __init__(self, desc: str, quiet: bool = False, unit: str = "it"):
        self.desc, self.quiet, self.unit = desc, quiet, unit
        self.bar = None
        self.shown = 0

    def __call__(self, done: int, total: int, note=None) -> None:
        """Report that `done` of `total` are finished; `note` is a short text about the latest one."""
        if self.quiet:
            return
        note = None if note is None else str(note)
        if self.bar is None:
            try:
                from tqdm import tqdm
            except ImportError:
                tqdm = None
            if tqdm is not None:
                self.bar = tqdm(total=total, desc=self.desc, unit=self.unit, file=sys.stderr, leave=True)
            else:
                self.bar = False
        if self.bar:
            self.bar.total = total
            self.bar.update(done - self.bar.n)
            if note:
                self.bar.set_postfix_str(note, refresh=False)
            return
        if done == total or done - self.shown >= max(1, total // 20):
            self.shown = done
            print(f"  {self.desc}: {done}/{total}" + (f" {note}" if note else ""), file=sys.stderr)

    def close(self) -> None:
        if self.bar:
            self.bar.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
