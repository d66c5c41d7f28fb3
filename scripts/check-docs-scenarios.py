#!/usr/bin/env python3
"""Every YAML block in README.md and docs/*.md that is a scenario (a mapping with `steps:`) is
validated against schema/locflow-scenario.schema.json with python's jsonschema (an independent
validator: Debian's python3-jsonschema) and played with `locflow run`. Run by .ci/run and by
DocsScenarioTests; prints one line per problem (file:line: …) and exits 1 if there is any.

    scripts/check-docs-scenarios.py [path/to/locflow]
"""
import glob, json, os, subprocess, sys, tempfile

import jsonschema
import yaml

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/locflow")
schema = json.load(open(os.path.join(root, "schema/locflow-scenario.schema.json"), encoding="utf-8"))
validator = jsonschema.validators.validator_for(schema)(schema)

def blocks(path):
    """(line, text) of each ```yaml block."""
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() in ("```yaml", "```yml"):
            start = i + 1
            j = start
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            yield start + 1, "\n".join(lines[start:j]) + "\n"
            i = j
        i += 1

problems, checked = [], 0
files = [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "docs", "*.md")))
for path in files:
    name = os.path.relpath(path, root)
    for line, text in blocks(path):
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError:
            continue  # not YAML on its own (a fragment): not a scenario
        if not isinstance(data, dict) or "steps" not in data:
            continue
        checked += 1
        for error in validator.iter_errors(data):
            where = "/".join(str(p) for p in error.absolute_path) or "(top)"
            problems.append(f"{name}:{line}: schema: {where}: {error.message[:200]}")
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False, encoding="utf-8") as f:
            f.write(text)
        try:
            run = subprocess.run([binary, "run", f.name], capture_output=True, text=True)
            # 0 played green, 1 an expect failed (a doc may show one on purpose); 2 cannot be used.
            if run.returncode == 2:
                problems.append(f"{name}:{line}: locflow run: {run.stderr.strip()[:300]}")
        finally:
            os.unlink(f.name)

for problem in problems:
    print(problem)
print(f"{checked} scenario blocks in README.md and docs/: {len(problems)} problem(s)", file=sys.stderr)
sys.exit(1 if problems else 0)
