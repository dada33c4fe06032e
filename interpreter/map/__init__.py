"""The map model: typed spaces, edges and regions (model), grids and geography, loading map.yaml
(loader, with its attribute, grid and name helpers), queries, and the map facts a game's tests assert.

May import: errors, data."""
