"""The data layer: YAML files read with their line numbers, JSON Schema validation, provenance records.

May import: errors."""
