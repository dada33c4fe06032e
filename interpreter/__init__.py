"""The generic pacwar engine: state, rules virtual machine, data layer and agents. Names no game."""
