"""Drawing maps and set-ups: layout, labels, styles, decorations, a scene that becomes SVG or PNG.

May import: errors, data, map."""
