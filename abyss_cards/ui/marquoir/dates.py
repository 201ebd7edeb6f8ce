"""Dates as the user reads them. Sheets keep ISO dates (storage, CSV, sorting); everything the
screen shows goes through here, in the interface locale (``QLocale()``, which the app sets with
``QLocale.setDefault`` when it installs a language)."""

from __future__ import annotations

from PySide6.QtCore import QDate, QLocale, Qt


def qdate(iso: str) -> QDate:
    return QDate.fromString(iso, Qt.DateFormat.ISODate)


def to_iso(date: QDate) -> str:
    return date.toString(Qt.DateFormat.ISODate)


def short_date(iso: str) -> str:
    """ "28/12/2024" in French, "12/28/24" in English; an unreadable date is shown as stored."""
    date = qdate(iso)
    if not date.isValid():
        return iso
    return QLocale().toString(date, QLocale.FormatType.ShortFormat)


def long_date(iso: str) -> str:
    """ "samedi 28 décembre 2024", "Saturday, December 28, 2024"."""
    date = qdate(iso)
    if not date.isValid():
        return iso
    return QLocale().toString(date, QLocale.FormatType.LongFormat)


def edit_format(locale: QLocale | None = None) -> str:
    """The locale's short date format for a date field, always with a four-digit year (a
    two-digit year is ambiguous to type)."""
    pattern = (locale or QLocale()).dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in pattern:
        pattern = pattern.replace("yy", "yyyy")
    return pattern
