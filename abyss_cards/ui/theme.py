"""Colours of the table themes and the application style sheet built from them."""

from __future__ import annotations

from abyss_cards.ui.table.privacy import privacy_style

# felt (table), deep (window background), accent, text on dark
THEMES = {
    "green": ("#1d5e3a", "#0c2a35", "#f2c14e", "#f4f1e8"),
    "blue": ("#1c4f7a", "#0a1f33", "#f2c14e", "#f4f1e8"),
    "burgundy": ("#6b2234", "#2a0d16", "#f2c14e", "#f7efe9"),
    "night": ("#2b2f3a", "#111318", "#7fc8f8", "#e8eaf0"),
}


def colours(theme: str) -> tuple[str, str, str, str]:
    return THEMES.get(theme, THEMES["green"])


def style_sheet(theme: str) -> str:
    felt, deep, accent, text = colours(theme)
    return f"""
    QWidget#home {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                    stop:0 {felt}, stop:1 {deep}); }}
    QWidget#home QLabel {{ color: {text}; }}
    QLabel[role="home-title"] {{ font-size: 30pt; font-weight: 600; }}
    QLabel[role="home-subtitle"] {{ font-size: 13pt; margin-bottom: 12px; }}
    QLabel[role="home-hint"] {{ font-size: 10pt; }}
    QFrame[tile="true"] {{ background: rgba(255, 255, 255, 0.10);
                           border: 1px solid rgba(255, 255, 255, 0.25); border-radius: 12px; }}
    QLabel[role="tile-title"] {{ font-size: 18pt; font-weight: 600; color: {accent}; }}
    QLabel[role="tile-blurb"] {{ font-size: 11pt; }}
    QPushButton[role="resume"] {{ font-size: 12pt; padding: 8px 18px; }}
    QFrame[tile="true"] QPushButton {{ font-size: 11pt; padding: 6px 16px; }}
    QWidget[role="privacy-page"] {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                                   stop:0 {felt}, stop:1 {deep}); }}
    """ + privacy_style(felt, deep, accent, text)
