"""Test-suite settings: the load cache goes to a folder of this run, not the user's home."""
import os
import tempfile

os.environ.setdefault("PACWAR_CACHE", os.path.join(tempfile.gettempdir(), f"pacwar-test-cache-{os.getpid()}"))
