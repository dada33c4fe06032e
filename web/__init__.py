"""The board in a browser: `pacwar serve` (pip install 'pacwar[web]')."""
