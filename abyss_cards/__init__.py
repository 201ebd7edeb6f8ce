"""Abyss Cards: Plongée, Rami and Abyss to play offline, and the Marquoir for Abyss score sheets."""

__version__ = "0.1.0"
APP_NAME = "abyss-cards"
