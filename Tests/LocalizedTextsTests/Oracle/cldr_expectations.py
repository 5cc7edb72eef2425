#!/usr/bin/env python3
"""What CLDR says, through Babel, of the locales LocalizedTexts builds in.

Usage: cldr_expectations.py LANGUAGE...   (the built-in language subtags: ar de en ...)

For each language, and every locale CLDR has of it (Babel's locale identifiers "de", "de_AT",
"zh_Hans_SG", "en_US_POSIX": the test decides which it should accept), prints tab-separated lines:

    locale   ID   CATEGORIES          the cardinal plural categories, CLDR order, comma-separated
    number   ID   TEXT   CATEGORY   FORMATTED

FORMATTED is Babel's format_decimal in the locale's default numbering system, or "-" where Babel
is not to be trusted: a text with trailing fraction zeros ("1.0"), which Babel writes without
them and LocalizedTexts as given; and a number with two or more groups in a locale that groups
with an apostrophe (de-CH "1'234'567"), since Babel's pattern unquoting then removes the
apostrophes as if they were a quoted literal ("1234567"). Babel does not apply CLDR's minimumGroupingDigits (it writes "1.000" in es, where CLDR
writes "1000"), nor a numbering system's digits: the digits are transliterated here from the
numbering system's name, and the test checks the grouping of 4-digit numbers against ICU.

Exits 3 when Babel cannot be imported, so that the test can tell a missing Babel from a failure.
"""
import sys

try:
    import babel
    from babel import Locale, localedata, numbers
except ImportError as error:
    print(f"cannot import babel: {error}", file=sys.stderr)
    sys.exit(3)

from decimal import Decimal
import unicodedata

CLDR_ORDER = ["zero", "one", "two", "few", "many", "other"]

# CLDR's numberingSystems.xml, for the systems the built-in locales use by default; Babel has
# their names but not their digits. Any other name stops the script, so that none slips by.
DIGIT_ZERO = {"latn": "0", "arab": "\u0660", "arabext": "\u06f0"}

# 0 to 12.5 in halves, as ratings have them; then numbers that reach the other branches of the
# rules (21, 22, 25, 101, 111, millions) and of the grouping (4, 5 and 7 integer digits).
TEXTS = [str(n) for n in range(13)] + [f"{n}.5" for n in range(13)] + [
    "0.1", "0.25", "1.25", "2.05", "3.75", "14", "15", "20", "21", "22", "25", "100", "101", "102",
    "103", "111", "112", "1000", "1001", "9999.5", "10000", "12345.5", "100000", "1234567",
    "1000000", "2000000",
    # Categories only: the text's trailing zeros change v and f, not the value.
    "0.0", "1.0", "1.00", "2.0", "2.50", "3.0", "11.0", "21.0", "1000000.0",
]


def transliterated(text: str, system: str) -> str:
    zero = DIGIT_ZERO[system]
    assert unicodedata.digit(zero) == 0, system
    return "".join(chr(ord(zero) + int(c)) if "0" <= c <= "9" else c for c in text)


def main(languages: list[str]) -> None:
    print(f"babel\t{babel.__version__}")
    identifiers = sorted(localedata.locale_identifiers())
    for language in languages:
        for identifier in identifiers:
            if identifier != language and not identifier.startswith(language + "_"):
                continue
            locale = Locale.parse(identifier)
            categories = sorted(locale.plural_form.tags | {"other"}, key=CLDR_ORDER.index)
            print(f"locale\t{identifier}\t{','.join(categories)}")
            system = locale.default_numbering_system
            apostrophe = "'" in numbers.get_group_symbol(locale, numbering_system="default")
            for text in TEXTS:
                category = locale.plural_form(Decimal(text))
                trailing_zero = "." in text and text.endswith("0")
                unquoted = apostrophe and len(text.partition(".")[0]) > 6
                formatted = "-" if trailing_zero or unquoted else transliterated(
                    numbers.format_decimal(Decimal(text), locale=locale, numbering_system="default"), system)
                print(f"number\t{identifier}\t{text}\t{category}\t{formatted}")


if __name__ == "__main__":
    main(sys.argv[1:])
