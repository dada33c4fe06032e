"""The data layer: YAML files of a game folder, validated by the JSON Schemas in ../schemas."""
