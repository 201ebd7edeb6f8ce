"""Every text of every table theme reads at WCAG AA (4.5:1), and the focus ring shows on every
background the app has."""

import pytest
from PySide6.QtGui import QColor

from abyss_cards.storage.settings import TABLE_THEMES
from abyss_cards.ui import theme
from abyss_cards.ui.table.items import LabelItem

AA_TEXT = 4.5
AA_NON_TEXT = 3.0  # WCAG 1.4.11: focus indicators and other parts of a control


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""

    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture
def app(qapp):
    return qapp


def test_contrast_formula_matches_known_values():
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    # The Marquoir's old help line (issue 15): grey on grey, about 1.6:1.
    assert contrast(QColor("#bebebe"), QColor("#efefef")) == pytest.approx(1.6, abs=0.05)
    assert contrast(QColor("#ffd866"), QColor("#1d5e3a")) > contrast(
        QColor("#f2c14e"), QColor("#1d5e3a")
    )


def test_every_setting_has_its_own_palette_and_a_high_contrast_one_exists():
    assert set(TABLE_THEMES) == set(theme.THEMES)
    assert "contrast" in TABLE_THEMES
    felt, deep, accent, text = theme.colours("contrast")
    assert contrast(QColor(text), QColor(felt)) >= 15
    assert contrast(QColor(accent), QColor(felt)) >= 12


@pytest.mark.parametrize("name", TABLE_THEMES)
def test_theme_texts_read_at_aa(app, name):
    pairs = theme.text_pairs(name)
    assert len(pairs) >= 6
    low = [
        (where, fg.name(), bg.name(), round(contrast(fg, bg), 2))
        for where, fg, bg in pairs
        if contrast(fg, bg) < AA_TEXT
    ]
    assert not low, low


@pytest.mark.parametrize("name", TABLE_THEMES)
def test_table_names_read_at_aa_on_the_brightest_felt(app, name):
    """The names under the grids are painted by LabelItem on the felt, brightest at its centre."""
    label = LabelItem()
    felt = QColor(theme.colours(name)[0]).lighter(theme.FELT_CENTRE_LIGHTER)
    assert contrast(label.colour, felt) >= AA_TEXT
    # Whose turn: dark text on the accent pill.
    assert contrast(QColor("#1b1b1b"), label.accent) >= AA_TEXT


@pytest.mark.parametrize("name", TABLE_THEMES)
def test_focus_ring_shows_on_dialogs_and_felt(app, name):
    """One of the ring's two bands stands out (3:1) from whatever it is drawn over."""
    felt, deep, accent, _ = theme.colours(name)
    dark = QColor("#10161c")
    assert contrast(dark, QColor(accent)) >= AA_NON_TEXT  # the two bands tell apart
    window = app.palette().window().color()
    base = app.palette().base().color()
    for background in (window, base, QColor(felt), QColor(deep), theme.veiled(felt)):
        best = max(contrast(dark, background), contrast(QColor(accent), background))
        assert best >= AA_NON_TEXT, (name, background.name(), best)
