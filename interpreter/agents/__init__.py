"""Players that choose actions through the playing API. They see only what the API gives them.

May import: errors, core."""
from pacwar.interpreter.agents.basic import Agent, make_agent, play  # noqa: F401
