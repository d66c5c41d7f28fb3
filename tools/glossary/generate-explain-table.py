#!/usr/bin/env python3
"""Generates Sources/LocflowGlossary/ExplainTable+Generated.swift from the shared spec and reference.

`locflow explain CODE` prints these rows; shared/ is not available to the built tool, so the rows
are embedded. Run from the package root:

    python3 tools/glossary/generate-explain-table.py ../shared > Sources/LocflowGlossary/ExplainTable+Generated.swift

The test GlossaryTests.embeddedTableIsInStep reruns it and compares when ../shared exists.
"""
import re
import sys
from pathlib import Path

CODE = re.compile(r"^(T\d+[a-z]?|D\d+|U-\d+|M\d+|P-[A-Z0-9-]+)$")
SOURCE = re.compile(r"\*\*([AHWSRDF]\d+)\*\*\s+(.*?)(?=\s+·\s+\*\*[AHWSRDF]\d+\*\*|$)")


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def clean(text):
    return re.sub(r"\*\*(.*?)\*\*", r"\1", text).strip()


def tables(path, where):
    """Rows of every table whose first cell is a code, as (code, 'Header: cell; …')."""
    rows = []
    header = None
    section = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", line)
        if heading:
            section = heading.group(1)
        if not line.startswith("|"):
            header = None
            continue
        parts = cells(line)
        if all(re.fullmatch(r":?-+:?", p) for p in parts if p):
            continue
        code = clean(parts[0])
        if header is None:
            header = parts
            continue
        if not CODE.match(code):
            continue
        fields = []
        for name, value in zip(header[1:], parts[1:]):
            if value and value not in ("—", "-"):
                fields.append(f"{clean(name)}: {clean(value)}")
        place = f"{where} §{section}" if section else where
        rows.append((code, " | ".join(fields), place))
    return rows


def sources(path, where):
    rows = []
    in_sources = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if re.match(r"^## \d+\. Sources", line):
            in_sources = True
            continue
        if in_sources and line.startswith("## "):
            break
        if not in_sources:
            continue
        for match in SOURCE.finditer(line):
            ident, text = match.group(1), clean(match.group(2)).rstrip(";")
            key = "DEV " + ident if ident.startswith("D") else ident
            rows.append((key, text, where))
    return rows


def sections(path, where):
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^#{2,3} (\d+(?:\.\d+)?)\.? (.*)$", line)
        if m:
            rows.append(("§" + m.group(1), clean(m.group(2)), where))
    return rows


def open_questions(path, where):
    """The unknowns listed as `- U-M1: …` (reference/modern-corelocation.md §12)."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^- (U-M\d+): (.*)$", line)
        if m:
            rows.append((m.group(1), clean(m.group(2)), where))
    return rows


def compatibility(path, where):
    """The compatibility rules of modern-apis.md §1, written `- **C1** …`."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^- \*\*(C\d+)\*\* (.*)$", line)
        if m:
            rows.append((m.group(1), clean(m.group(2)), where))
    return rows


def readings(path, where):
    """The settled readings of modern-apis.md §8, numbered `1. **D44, M3.** …`, as §8.1 …"""
    rows = []
    in_readings = False
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if re.match(r"^## 8\. ", line):
            in_readings = True
            continue
        if in_readings and line.startswith("## "):
            break
        if not in_readings:
            continue
        m = re.match(r"^(\d+)\. (.*)$", line)
        if m:
            current = ["§8." + m.group(1), clean(m.group(2))]
            rows.append(current)
        elif current is not None and line.strip():
            current[1] += " " + clean(line.strip())
    return [(code, text, where) for code, text in rows]


def seeds(folder):
    """The seed documents (`seed 001`): their kind and title lines."""
    rows = []
    for path in sorted(folder.glob("[0-9][0-9][0-9]_*.txt")):
        lines = [l.strip().lstrip("#").strip() for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]
        title = " — ".join(lines[:2]) if lines and lines[0] in ("Article", "Instance Method") else (lines[0] if lines else "")
        rows.append(("seed " + path.name[:3], title, "seeds/" + path.name))
    return rows


# Where a user reads about a code in their own checkout, when no heading or section of docs/ names
# it: the glossary's row for its family. A user's checkout has docs/ but not ../shared, so a
# citation never names spec/ or reference/ (every one resolves: Apple's page or a docs section).
FAMILIES = "docs/glossary.md, \u201cCode families\u201d"
# Families with a docs section of their own: the prompt table, the modern APIs.
FAMILY_SECTIONS = {"P-": "docs/behavior.md, \u201cPrompts\u201d", "M": "docs/behavior.md, \u201cModern APIs\u201d"}
APPLE = re.compile(r"https://developer\.apple\.com/\S*")
LINK = re.compile(r"https?://\S*")
# The seed documents that are Apple's pages, by the source row that links the same page (seed
# 001 is the parent article of A23's archived page).
SOURCE_LISTS = ("reference/corelocation-behavior.md \u00a712", "reference/modern-corelocation.md \u00a713")
SEED_PAGES = {"000": ("A23", None), "001": ("A23", "Choosing the Authorization Level for Location Services (archived)"), "002": ("A2", None)}


def docs_sections(docs):
    """(file, heading, text) for every ## and ### section of docs/*.md, in file order."""
    out = []
    for path in sorted(docs.glob("*.md")):
        heading, lines = None, []
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^#{2,3} (.*)$", line)
            if m:
                if heading:
                    out.append((path.name, heading, "\n".join(lines)))
                heading, lines = m.group(1).strip(), []
            elif heading:
                lines.append(line)
        if heading:
            out.append((path.name, heading, "\n".join(lines)))
    return out


def link(url):
    """The address without the punctuation after it; a closing parenthesis stays when the
    address opened one (`…/locationmanager(_:didfailwitherror:)`)."""
    url = url.rstrip(".,;")
    while url.endswith(")") and url.count(")") > url.count("("):
        url = url[:-1].rstrip(".,;")
    return url


def citation(code, text, place, sections, by_code):
    """Where the user reads more about `code`: Apple's page (named and linked), another page's
    link, a docs/ section whose heading names the code, the first section of docs/behavior.md
    that mentions it, else its family's section (the glossary's row for the family)."""
    if code.startswith("seed "):
        page = SEED_PAGES.get(code[5:])
        if page:
            source = by_code[page[0]]
            url = link(APPLE.search(source).group(0))
            name = page[1] or source.split(" \u2014 ")[0]
            if page[1]:
                url = url.rsplit("/", 1)[0]
            return f"Apple: {name} \u2014 {url}"
        return FAMILIES
    if place in SOURCE_LISTS:
        apple, other = APPLE.search(text), LINK.search(text)
        name = text.split(" \u2014 ")[0].strip()
        if apple:
            return f"Apple: {name} \u2014 {link(apple.group(0))}"
        if other:
            return f"{name} \u2014 {link(other.group(0))}"
    word = re.compile(r"(?<![\w-])" + re.escape(code) + r"(?![\w-])")
    for name, heading, _ in sections:
        if word.search(heading):
            return f"docs/{name}, \u201c{heading}\u201d"
    for name, heading, body in sections:
        if name == "behavior.md" and word.search(body):
            return f"docs/{name}, \u201c{heading}\u201d"
    family = next((f for f in FAMILY_SECTIONS if code.startswith(f) and code[len(f):][:1].isalnum()), None)
    return FAMILY_SECTIONS[family] if family else FAMILIES


def swift(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    shared = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared")
    behavior = shared / "reference/corelocation-behavior.md"
    modern = shared / "reference/modern-corelocation.md"
    rows = []
    rows += tables(shared / "spec/model-decisions.md", "spec/model-decisions.md")
    rows += tables(shared / "spec/modern-apis.md", "spec/modern-apis.md")
    rows += tables(behavior, "reference/corelocation-behavior.md")
    rows += tables(modern, "reference/modern-corelocation.md")
    rows += sources(behavior, "reference/corelocation-behavior.md §12")
    rows += sources(modern, "reference/modern-corelocation.md §13")
    rows += sections(behavior, "reference/corelocation-behavior.md")
    rows += open_questions(modern, "reference/modern-corelocation.md §12")
    rows += compatibility(shared / "spec/modern-apis.md", "spec/modern-apis.md §1")
    rows += readings(shared / "spec/modern-apis.md", "spec/modern-apis.md §8")
    rows += seeds(shared / "seeds")
    docs = docs_sections(Path(__file__).resolve().parents[2] / "docs")
    by_code = {code: text for code, text, _ in rows}
    rows = [(code, text, citation(code, text, place, docs, by_code)) for code, text, place in rows]
    seen = {}
    for code, text, place in rows:
        if code in seen:
            old = seen[code]
            seen[code] = (old[0] + " / also (" + place + "): " + text, old[1])
        else:
            seen[code] = (text, place)
    out = [
        "// Generated by tools/glossary/generate-explain-table.py from ../shared; do not edit.",
        "// GlossaryTests.embeddedTableIsInStep checks it against the source when ../shared exists.",
        "",
        "extension Glossary {",
        "    /// The spec's and reference's coded rows: code → (text, where the user reads more: Apple's page or a docs/ section).",
        "    static let generated: [String: (text: String, source: String)] = [",
    ]
    for code in sorted(seen):
        text, place = seen[code]
        out.append(f"        {swift(code)}: ({swift(text)}, {swift(place)}),")
    out += ["    ]", "}", ""]
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
