"""`pacwar serve`: the board in a browser, a FastAPI app over web/session.py (pip install 'pacwar[web]').

The page (static/index.html) asks for views and sends decisions as JSON; every answer is built for one
player from what that player may see. Sessions live in memory, one per match, keyed by a random id."""
from __future__ import annotations

from pathlib import Path

from fastapi import Body, FastAPI, Request
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse

from pacwar.interpreter.errors import PacwarError
from pacwar.web.session import Replay, Session, scenarios, sections

STATIC = Path(__file__).parent / "static"


def create_app(replay: str | None = None) -> FastAPI:
    """The app; with `replay` (the text of a save file) the page steps through that game instead."""
    app = FastAPI(title="pacwar", docs_url=None, redoc_url=None)
    sessions: dict[str, Session] = {}
    rep = Replay(replay) if replay is not None else None

    @app.exception_handler(PacwarError)
    async def refused(request: Request, exc: PacwarError):   # bad input: a clear message, never a crash
        return JSONResponse({"error": str(exc)}, status_code=400)

    def session(sid: str) -> Session:
        if sid not in sessions:
            raise PacwarError(f"no game {sid!r} on this server (it may have been restarted): start a new one")
        return sessions[sid]

    def _int(x, what: str, default=None):
        if x is None:
            if default is not None:
                return default
            raise PacwarError(f"{what} is missing")
        try:
            return int(x)
        except (TypeError, ValueError):
            raise PacwarError(f"{what} must be a whole number, not {x!r}") from None

    @app.get("/")
    def index():
        return FileResponse(STATIC / "index.html")

    @app.get("/api/config")
    def config():
        return {"replay": rep is not None}

    @app.get("/api/scenarios")
    def list_scenarios():
        return scenarios()

    @app.get("/api/sections/{game}")
    def game_sections(game: str):
        return sections(game)

    @app.post("/api/new")
    def new(body: dict = Body(...)):
        s = Session.new(str(body.get("game", "")), str(body.get("scenario", "")), _int(body.get("seed"), "seed", 0),
                        [str(a) for a in body.get("agents") or ["human", "random"]])
        sessions[s.id] = s
        return s.view()

    @app.get("/api/view/{sid}")
    def view(sid: str, player: int | None = None):
        return session(sid).view(player)

    @app.post("/api/act/{sid}")
    def act(sid: str, body: dict = Body(...)):
        s = session(sid)
        player = _int(body.get("player"), "player")
        s.act(player, _int(body.get("index"), "index"))
        return s.view(None if len(s.humans()) > 1 else player)

    @app.post("/api/undo/{sid}")
    def undo(sid: str, body: dict = Body(...)):
        s = session(sid)
        player = _int(body.get("player"), "player")
        s.undo(player)
        return s.view(player)

    @app.get("/api/save/{sid}")
    def save(sid: str):
        s = session(sid)
        name = f"{s.state.game.id}-{s.state.st['scenario']}-{len(s.state.history)}.json"
        return PlainTextResponse(s.save(), headers={"Content-Disposition": f'attachment; filename="{name}"'})

    @app.post("/api/load")
    async def load(request: Request):
        text = (await request.body()).decode("utf-8", errors="replace")
        s = Session.load(text)
        sessions[s.id] = s
        return s.view()

    @app.get("/api/replay")
    def replay_view(step: int | None = None, player: int | None = None):
        if rep is None:
            raise PacwarError("this server was not started with --replay FILE")
        if step is not None:
            rep.goto(step)
        return rep.view(player)

    return app


def serve(host: str = "127.0.0.1", port: int = 8000, replay: str | None = None, open_browser: bool = True) -> None:
    import threading
    import webbrowser

    import uvicorn
    app = create_app(replay)
    url = f"http://{host}:{port}/"
    print(f"pacwar serve: {url} (Ctrl-C stops)")
    if open_browser:
        threading.Timer(1.0, lambda: webbrowser.open(url)).start()
    uvicorn.run(app, host=host, port=port, log_level="warning")
