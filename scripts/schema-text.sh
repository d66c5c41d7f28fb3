#!/usr/bin/env bash
# Sources/LocflowScenario/SchemaText+Generated.swift from schema/locflow-scenario.schema.json:
# the schema `locflow schema` prints and installs for editors. SchemaFileTests checks they agree.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/LocflowScenario/SchemaText+Generated.swift
{
    echo "// The JSON Schema of scenario files, as schema/locflow-scenario.schema.json has it; a test"
    echo "// (SchemaFileTests) keeps the two equal. Regenerate with scripts/schema-text.sh."
    echo
    echo "extension SchemaFile {"
    echo "    /// The schema text the binary was built with (\`locflow schema\` prints it)."
    echo "    public static let text = #\"\"\""
    cat schema/locflow-scenario.schema.json
    echo "\"\"\"#"
    echo "}"
} > "$out"
echo "wrote $out"
