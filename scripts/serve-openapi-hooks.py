# Loaded by schemathesis (SCHEMATHESIS_HOOKS) in scripts/test-serve-openapi.
#
# Why: on CPython 3.11 before 3.11.8 (Debian 12 ships 3.11.2), ast.parse can fail with "SystemError:
# AST constructor recursion depth mismatch" when called deep in a stack (CPython gh-106905).
# Hypothesis parses a module's source only to print a filter's lambda in a strategy's repr, and
# schemathesis' coverage phase calls it deep enough to hit the bug, which ends the run with a
# runtime error that says nothing about the server. The description is cosmetic: fall back to
# Hypothesis' own "unknown lambda" text instead of failing.
import hypothesis.internal.lambda_sources as lambda_sources

_describe = lambda_sources.lambda_description


def _describe_or_unknown(f):
    try:
        return _describe(f)
    except SystemError:
        return "lambda: <unknown>"


lambda_sources.lambda_description = _describe_or_unknown
