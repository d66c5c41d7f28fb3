#!/usr/bin/env python3
"""Writes the linker's symbol order for the explorer's first frame.

usage: make-order-file.py CALLGRIND_OUT LINK_MAP ORDER_FILE

CALLGRIND_OUT is `valgrind --tool=callgrind --demangle=no` of one start up to the first frame;
LINK_MAP is lld's `-Map` of the same binary. Every function the start ran is named once, by one
symbol of the input section that holds it: the sections without a name in the map (local C++
functions of the runtime) first, then the others from the smallest section up. Sections of 64 KiB
or more (the standard library's one 1.6 MB `.text`) are left where they are: moving one would
push everything after it out of the few pages the start touches.
"""
import collections
import re
import sys

LARGEST = 64 * 1024
# glibc picks one variant of each string function by CPU (ifunc); valgrind reports the baseline
# one, so the variants the resolvers pick on other CPUs are named beside it.
VARIANT = re.compile(r"^__(mem|str|stp|wcs|wmem|raw)\w*_(sse2|avx2|evex|avx512)\w*$")


def functions(path):
    """The functions callgrind saw run (names as in the symbol table)."""
    names = []
    seen = set()
    for line in open(path, errors="replace"):
        match = re.match(r"^c?fn=(?:\(\d+\) )?(.+)$", line.rstrip("\n"))
        if not match:
            continue
        name = re.sub(r"'\d+$", "", match.group(1))
        if name.startswith("(below main)") or name.startswith("0x") or name in seen:
            continue
        seen.add(name)
        names.append(name)
    return names


DATA = (".data", ".bss")


def sections(path):
    """Input sections of the `.text` output section: symbol -> (section, size); and the named
    `.data`/`.bss` sections of each object file: object -> [(size, symbol)]."""
    owner, data = {}, collections.defaultdict(list)
    output, current, pending = None, None, None
    row = re.compile(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+\s(.*)$")
    for line in open(path, errors="replace"):
        match = row.match(line.rstrip("\n"))
        if not match:
            continue
        size, rest = int(match.group(2), 16), match.group(3)
        depth = len(rest) - len(rest.lstrip(" "))
        name = rest.strip()
        if depth == 0:
            output = name
        elif output in DATA:
            # A section is named by the first symbol listed inside it.
            if depth <= 8:
                pending = (name.rsplit(":(", 1)[0], size) if size else None
            elif pending:
                data[pending[0]].append((pending[1], name))
                pending = None
        elif output != ".text":
            continue
        elif depth <= 8:
            current = (name, size)
        else:
            owner.setdefault(name, current)
    return owner, data


def main():
    ran, (owner, data), target = functions(sys.argv[1]), sections(sys.argv[2]), sys.argv[3]
    unnamed = [name for name in ran if name not in owner]
    first = {}
    for name in ran:
        section = owner.get(name)
        if section and section[1] < LARGEST:
            first.setdefault(section[0], name)
    variants = []
    for name in ran:
        match = VARIANT.match(name)
        if match:
            base = name[: name.index("_" + match.group(2))]
            variants += [symbol for symbol in owner if symbol.startswith(base + "_") and symbol not in ran]
    # The globals of the same object files (lazy metadata caches, `swift_once` tokens, the C
    # libraries' state) are gathered the same way: `.bss` pages are faulted in one by one.
    objects = {owner[name][0].rsplit(":(", 1)[0] for name in first.values()}
    globals_ = sorted((size, name) for obj in objects for size, name in data.get(obj, []) if size < LARGEST)
    ordered = unnamed + sorted(first.values(), key=lambda name: owner[name][1]) + sorted(set(variants))
    ordered += [name for _, name in globals_]
    with open(target, "w") as out:
        out.write("\n".join(ordered) + "\n")
    size = sum(owner[name][1] for name in first.values())
    print(f"{len(ran)} functions ran; {len(first)} sections ordered ({size // 1024} KiB), "
          f"{len(unnamed)} local names, {len(set(variants))} string-function variants, "
          f"{len(globals_)} data sections ({sum(size for size, _ in globals_) // 1024} KiB) -> {target}")


main()
