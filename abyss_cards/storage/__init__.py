"""Everything the app keeps on disk: settings, autosaves, the SQLite databases.

JSON and SQLite only. Every file carries a schema version; writes are atomic; a file that cannot
be read is moved aside (``*.corrupt-<timestamp>``) and reported, and the app goes on.
"""
