"""The Marquoir's colours, each text colour readable at WCAG AA (4.5:1) on what it is drawn on.

The pictures (charts, PDF) are drawn on their own white paper with the colours below, whatever
the desktop's palette; the widgets follow the desktop's palette, made readable by
``readable_palette`` and ``style_sheet`` (Qt's own light selection blue and half-transparent
placeholder text fall short of 4.5:1). tests/test_marquoir_contrast.py checks every text of every view.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

AA_TEXT = 4.5

PAPER = QColor("#ffffff")  # the pictures' background
INK = QColor("#263238")  # their text and axes
GRID = QColor("#cfd8dc")
# One colour per category, told apart also by lightness (for colour-blind eyes and print).
CATEGORY_COLOURS = {
    "locations": QColor("#1f6f8b"),
    "lords": QColor("#7b4fa0"),
    "allies": QColor("#e0a030"),
    "monsters": QColor("#b5472f"),
}
GOLD = QColor("#d4a017")  # the winners' dots
GOLD_TEXT = QColor("#7a5c00")  # the winners' names and totals on paper

# The cells of a sheet: dark text on light backgrounds, whatever the palette.
CELL_TEXT = QColor("#1b1b1b")
INVALID = QColor("#f6c9c4")
EMPTY = QColor("#fff8e1")
COMPUTED_BG = QColor("#eceff1")
WINNER = QColor("#f2c14e")
WINNER_SOFT = QColor("#fbe7b0")

# Banners of the screen: a draft to resume (yellow), a problem (red).
BANNER_TEXT, BANNER_BG, BANNER_BORDER = QColor("#3d3000"), QColor("#fff3cd"), QColor("#e0c36b")
NOTICE_TEXT, NOTICE_BG, NOTICE_BORDER = QColor("#4a1010"), QColor("#fde2e1"), QColor("#e6a5a1")


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""

    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def flattened(colour: QColor, background: QColor) -> QColor:
    """A half-transparent ``colour`` as it shows on ``background``."""
    a = colour.alphaF()
    return QColor.fromRgbF(
        *(
            a * c + (1 - a) * b
            for c, b in zip(
                (colour.redF(), colour.greenF(), colour.blueF()),
                (background.redF(), background.greenF(), background.blueF()),
                strict=True,
            )
        )
    )


def contrast(a: QColor, b: QColor) -> float:
    a = flattened(a, b)
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_on(background: QColor) -> QColor:
    """White or ink, whichever reads better on ``background`` (the numbers inside the bars)."""
    return max((PAPER, INK), key=lambda c: contrast(c, background))


def mixed(a: QColor, b: QColor, share_of_a: float) -> QColor:
    return QColor.fromRgbF(
        *(
            share_of_a * x + (1 - share_of_a) * y
            for x, y in zip(
                (a.redF(), a.greenF(), a.blueF()), (b.redF(), b.greenF(), b.blueF()), strict=True
            )
        )
    )


def muted(text: QColor, background: QColor, least: float = 6.0) -> QColor:
    """The softest mix of ``text`` into ``background`` that still reads at ``least``:1 (a
    secondary line such as the keyboard help)."""
    text = flattened(text, background)
    for step in range(0, 101, 5):
        colour = mixed(text, background, 0.5 + step / 200)
        if contrast(colour, background) >= least:
            return colour
    return text


def readable_palette(palette: QPalette) -> QPalette:
    """``palette`` with its selection and placeholder text made readable at 4.5:1 (with a
    margin), in the active and inactive windows alike."""
    palette = QPalette(palette)
    role = QPalette.ColorRole
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        text = palette.color(group, role.HighlightedText)
        highlight = palette.color(group, role.Highlight)
        darker = luminance(text) > luminance(highlight)
        for _ in range(20):
            if contrast(text, highlight) >= AA_TEXT + 0.3:
                break
            highlight = highlight.darker(112) if darker else highlight.lighter(112)
        palette.setColor(group, role.Highlight, highlight)
        base = palette.color(group, role.Base)
        placeholder = palette.color(group, role.PlaceholderText)
        if contrast(placeholder, base) < AA_TEXT + 0.3:
            palette.setColor(
                group,
                role.PlaceholderText,
                muted(palette.color(group, role.Text), base, AA_TEXT + 0.3),
            )
    return palette


def muted_text(palette: QPalette) -> QColor:
    """The colour of a secondary line (the keyboard help) on the window's background."""
    return muted(
        palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText),
        palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Window),
    )


def style_sheet(palette: QPalette) -> str:
    """The Marquoir's widgets' selection and placeholder colours from ``readable_palette``.

    A style sheet rather than a palette: under the window's style sheet (ui/theme.py) a
    palette set on a widget does not reach its children."""
    fixed = readable_palette(palette)
    group = QPalette.ColorGroup.Active
    role = QPalette.ColorRole
    return (
        "QAbstractItemView, QLineEdit, QAbstractSpinBox, QComboBox {"
        f" selection-background-color: {fixed.color(group, role.Highlight).name()};"
        f" selection-color: {fixed.color(group, role.HighlightedText).name()}; }}"
        " QLineEdit, QAbstractSpinBox {"
        f" placeholder-text-color: {fixed.color(group, role.PlaceholderText).name()}; }}"
    )
