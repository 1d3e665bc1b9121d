"""Subdivisions and spellings the address import adds to a country's, beside Google's (Scripts/import_addresses.py
calls `add_subdivisions` and `add_spellings` for each country with a list; Data/README.md, corrections 4 and 11, says
what each is and why)."""
from address_tables import ADDED_SUBDIVISIONS, EXTRA_SPELLINGS
from import_common import fail
import unicodedata


def spelling_fold(s):
    """A spelling as lookups roughly compare it: case-folded, accents dropped, spaces collapsed."""
    decomposed = unicodedata.normalize("NFD", s.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def add_subdivisions(cc, recs):
    """Adds to `recs` (Google's key -> record) the subdivisions of `cc` newer than the metadata (ADDED_SUBDIVISIONS)."""
    for (acc, key), added in ADDED_SUBDIVISIONS.items():
        if acc != cc:
            continue
        if key in recs:
            fail(f"ADDED_SUBDIVISIONS {acc}/{key}: the metadata has it now: take it out")
        recs[key] = {"key": key, "name": key, "latin": added["latin"], "iso": added["iso"], "zip": "",
                     "zipex": [], "other": list(added["other"])}


def add_spellings(cc, recs, notes):
    """Adds to the `other` names of `recs` (Google's key -> record, with `iso_name` set) the import's extra spellings,
    Japan's and China's names without their type word, and ISO 3166-2's names; appends to `notes` what it leaves out."""
    for (ecc, key), extra in EXTRA_SPELLINGS.items():
        if ecc != cc:
            continue
        if key not in recs:
            fail(f"EXTRA_SPELLINGS {ecc}/{key}: no such subdivision key: review it")
        for spelling in extra:
            folded = spelling_fold(spelling)
            if any(spelling_fold(v) == folded for r in recs.values()
                   for v in [r["key"], r["iso"], r["name"], r["latin"], r["iso_name"]] + r["other"] if v):
                fail(f"EXTRA_SPELLINGS {ecc}/{key}: {spelling!r} is a spelling already: take it out")
            recs[key]["other"].append(spelling)
    # Japan's prefectures and China's provinces and municipalities without their type word (東京 for 東京都,
    # 北京 for 北京市), as everyday writing and the Latin names (Tokyo, Beijing) leave it out. Not Hokkaido's
    # 道, which is part of its name; China's autonomous regions already have the short form (内蒙古).
    suffixes = {"JP": ("都", "府", "県"), "CN": ("省", "市")}.get(cc, ())
    for rec in recs.values():
        short = rec["name"][:-1] if rec["name"].endswith(suffixes) and len(rec["name"]) > 2 else ""
        if short and not any(spelling_fold(v) == spelling_fold(short) for r in recs.values()
                             for v in [r["key"], r["name"], r["latin"]] + r["other"] if v):
            rec["other"].append(short)
    for rec in recs.values():
        if not rec["iso_name"]:
            continue
        folded = spelling_fold(rec["iso_name"])
        owners = {r["key"] for r in recs.values()
                  for v in [r["key"], r["iso"], r["name"], r["latin"]] + r["other"] if v and spelling_fold(v) == folded}
        # A name another subdivision's spelling holds whole (ISO's "Lima" for Peru's region, inside the
        # capital's "Municipalidad Metropolitana de Lima"; "México" inside "Ciudad de México"): people write it
        # for either, and the validator names both rather than pick one.
        words = f" {folded} "
        within = sorted({r["key"] for r in recs.values() if r is not rec
                         for v in [r["key"], r["name"], r["latin"]] + r["other"]
                         if v and words in f" {spelling_fold(v)} "})
        # Kept where it is a letter or two from Google's: `Cusco` beside `Cuzco` is how Peru writes it now (a
        # misspelling of ISO's, `Ningxia Huizi Zizhiqu`, then comes nearer a typo than Google's; it names the
        # same region).
        if owners:
            if owners != {rec["key"]}:
                notes.append(f"{cc}/{rec['key']}: ISO name {rec['iso_name']!r} spells {sorted(owners)}: left out")
        elif within:
            notes.append(f"{cc}/{rec['key']}: ISO name {rec['iso_name']!r} is part of {within}'s spelling: left out")
        else:
            rec["other"].append(rec["iso_name"])
