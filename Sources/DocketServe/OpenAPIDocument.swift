/// The OpenAPI 3.1 description served at `GET /openapi.json`: the same bytes as `schemas/openapi.json`
/// (a test compares them; after editing that file, run scripts/sync-openapi).
public enum OpenAPIDocument {
    public static let text = #"""
{
  "openapi": "3.1.0",
  "info": {
    "title": "Docket",
    "version": "1",
    "description": "Syllabi and assignment sheets in, deadlines out: the docket pipeline over HTTP (docket serve). Errors are application/problem+json (RFC 9457) whose detail is the one line docket ingest prints."
  },
  "servers": [{"url": "http://127.0.0.1:8080"}],
  "security": [{}, {"bearer": []}],
  "paths": {
    "/healthz": {
      "get": {
        "summary": "Liveness: 200 while the server runs; never needs the token.",
        "security": [],
        "responses": {
          "200": {"description": "Running.", "content": {"text/plain": {"schema": {"type": "string"}}}},
          "405": {"$ref": "#/components/responses/Problem"}
        }
      }
    },
    "/metrics": {
      "get": {
        "summary": "Prometheus text: requests by method, route and status, latency sum and count per route, documents read, failures, cache hits, documents in progress and waiting.",
        "responses": {
          "200": {"description": "Prometheus text format 0.0.4.", "content": {"text/plain": {"schema": {"type": "string"}}}},
          "401": {"$ref": "#/components/responses/Problem"},
          "405": {"$ref": "#/components/responses/Problem"}
        }
      }
    },
    "/openapi.json": {
      "get": {
        "summary": "This document.",
        "responses": {
          "200": {"description": "OpenAPI 3.1.", "content": {"application/json": {"schema": {"type": "object"}}}},
          "401": {"$ref": "#/components/responses/Problem"},
          "405": {"$ref": "#/components/responses/Problem"}
        }
      }
    },
    "/v1/documents": {
      "post": {
        "summary": "Read documents into deadlines: a raw body (its name in X-Docket-Filename or Content-Disposition) or multipart/form-data with one or more file parts, read in part order. Unless the server runs with --no-store, each is read through its result cache and recorded in its history as its course's latest version (changes: what moved since the last one), so the calendar feed holds it.",
        "parameters": [
          {"name": "format", "in": "query", "schema": {"type": "string", "enum": ["json", "jsonl", "ics", "plan", "svg"], "default": "json"}},
          {"name": "tz", "in": "query", "description": "IANA time zone of due times (default: the server's --tz).", "schema": {"type": "string"}},
          {"name": "today", "in": "query", "description": "YYYY-MM-DD, for overdue flags, priorities and plans.", "schema": {"type": "string", "format": "date"}},
          {"name": "from", "in": "query", "description": "Keep only tasks due on or after this day.", "schema": {"type": "string", "format": "date"}},
          {"name": "until", "in": "query", "description": "Keep only tasks due on or before this day.", "schema": {"type": "string", "format": "date"}},
          {"$ref": "#/components/parameters/extractor"},
          {"$ref": "#/components/parameters/defaultDueTime"},
          {"$ref": "#/components/parameters/termStart"},
          {"$ref": "#/components/parameters/term"},
          {"name": "X-Docket-Filename", "in": "header", "description": "The uploaded file's name, reported as the document's source.", "schema": {"type": "string"}}
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/octet-stream": {"schema": {"type": "string", "contentMediaType": "application/octet-stream", "minLength": 1}},
            "multipart/form-data": {"schema": {"type": "object", "properties": {"file": {"type": "array", "description": "One part per file, any bytes (its type is told by its content).", "items": {"contentMediaType": "application/octet-stream"}}}}}
          }
        },
        "responses": {
          "200": {
            "description": "The documents' deadlines in the format asked for; json is the same as docket ingest: {\"documents\": [...]} (schemas/docket-output.schema.json).",
            "content": {
              "application/json": {"schema": {"type": "object"}},
              "application/jsonl": {"schema": {"type": "string"}},
              "text/calendar": {"schema": {"type": "string"}},
              "image/svg+xml": {"schema": {"type": "string"}}
            }
          },
          "400": {"$ref": "#/components/responses/Problem"},
          "401": {"$ref": "#/components/responses/Problem"},
          "405": {"$ref": "#/components/responses/Problem"},
          "413": {"$ref": "#/components/responses/Problem"},
          "415": {"$ref": "#/components/responses/Problem"},
          "422": {"$ref": "#/components/responses/Problem"},
          "429": {"$ref": "#/components/responses/Problem"},
          "503": {"$ref": "#/components/responses/Problem"}
        }
      }
    },
    "/v1/plan": {
      "post": {
        "summary": "Several syllabi (multipart/form-data, one file part each; or one raw body) into the semester's week plan, as docket ingest --format plan prints it, or its SVG heat map with format=svg.",
        "parameters": [
          {"name": "format", "in": "query", "schema": {"type": "string", "enum": ["json", "svg"], "default": "json"}},
          {"name": "tz", "in": "query", "description": "IANA time zone of due times (default: the server's --tz).", "schema": {"type": "string"}},
          {"name": "today", "in": "query", "description": "YYYY-MM-DD: the plan's current week.", "schema": {"type": "string", "format": "date"}},
          {"name": "from", "in": "query", "description": "Keep only tasks due on or after this day.", "schema": {"type": "string", "format": "date"}},
          {"name": "until", "in": "query", "description": "Keep only tasks due on or before this day.", "schema": {"type": "string", "format": "date"}},
          {"$ref": "#/components/parameters/extractor"},
          {"$ref": "#/components/parameters/defaultDueTime"},
          {"$ref": "#/components/parameters/termStart"},
          {"$ref": "#/components/parameters/term"},
          {"name": "X-Docket-Filename", "in": "header", "description": "A raw upload's file name.", "schema": {"type": "string"}}
        ],
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {"schema": {"type": "object", "properties": {"file": {"type": "array", "description": "One part per file, any bytes (its type is told by its content).", "items": {"contentMediaType": "application/octet-stream"}}}}},
            "application/octet-stream": {"schema": {"type": "string", "contentMediaType": "application/octet-stream", "minLength": 1}}
          }
        },
        "responses": {
          "200": {
            "description": "The week plan: per week, the tasks due and their estimated hours (JSON), or its SVG.",
            "content": {
              "application/json": {"schema": {"type": "object"}},
              "image/svg+xml": {"schema": {"type": "string"}}
            }
          },
          "400": {"$ref": "#/components/responses/Problem"},
          "401": {"$ref": "#/components/responses/Problem"},
          "405": {"$ref": "#/components/responses/Problem"},
          "413": {"$ref": "#/components/responses/Problem"},
          "415": {"$ref": "#/components/responses/Problem"},
          "422": {"$ref": "#/components/responses/Problem"},
          "429": {"$ref": "#/components/responses/Problem"},
          "503": {"$ref": "#/components/responses/Problem"}
        }
      }
    },
    "/v1/calendar.ics": {
      "get": {
        "summary": "A calendar to subscribe to: every document of the server's --inbox folder (else every course in its history: uploads and docket ingest runs), with SEQUENCE from the history (a moved deadline is an update, a dropped task CANCELLED) and REFRESH-INTERVAL / X-PUBLISHED-TTL.",
        "parameters": [{"$ref": "#/components/parameters/ifNoneMatch"}],
        "responses": {
          "200": {"$ref": "#/components/responses/Calendar"},
          "304": {"$ref": "#/components/responses/NotModified"},
          "401": {"$ref": "#/components/responses/Problem"},
          "405": {"$ref": "#/components/responses/Problem"}
        }
      }
    },
    "/v1/calendars/{course}.ics": {
      "get": {
        "summary": "One course's calendar to subscribe to, the course named as in task ids (chem1210-fall-2025).",
        "parameters": [
          {"name": "course", "in": "path", "required": true, "description": "The course's id: its code, else its title, then its term (chem1210-fall-2025).", "schema": {"type": "string"}, "example": "chem1210-fall-2025"},
          {"$ref": "#/components/parameters/ifNoneMatch"}
        ],
        "responses": {
          "200": {"$ref": "#/components/responses/Calendar"},
          "304": {"$ref": "#/components/responses/NotModified"},
          "401": {"$ref": "#/components/responses/Problem"},
          "404": {"$ref": "#/components/responses/Problem"},
          "405": {"$ref": "#/components/responses/Problem"}
        }
      }
    }
  },
  "components": {
    "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "description": "Only when the server was started with DOCKET_SERVE_TOKEN set."}},
    "parameters": {
      "extractor": {"name": "extractor", "in": "query", "description": "rules (offline), llm or hybrid; llm and hybrid only when the server was started with a model (--llm-url, --llm-model), else 400.", "schema": {"type": "string", "enum": ["rules", "llm", "hybrid"]}},
      "defaultDueTime": {"name": "default-due-time", "in": "query", "description": "HH:MM (24-hour): due time of tasks whose document states none.", "schema": {"type": "string", "pattern": "^[0-9]{1,2}:[0-9]{2}$"}},
      "termStart": {"name": "term-start", "in": "query", "description": "YYYY-MM-DD: first day of term, for Week 5 Friday dates.", "schema": {"type": "string", "format": "date"}},
      "term": {"name": "term", "in": "query", "description": "Keep one term's documents, as docket ingest --term: a season and a year (Spring, Summer, Fall, Autumn or Winter, any case: \"Fall 2025\") or an academic year (2025-26, 2025/2026), which takes in the terms inside it. Default: the server's --term (else the config's \"term\"), else every term; documents that name no term stay. 422 when every document with a term is of another. Without one, the plan and its SVG show the current (else the next, else the latest) term when the documents span several, unless from or until is given.", "schema": {"type": "string", "pattern": "^[ \\t   -   　]*(?:(?:[Ss][Pp][Rr][Ii][Nn][Gg]|[Ss][Uu][Mm][Mm][Ee][Rr]|[Ff][Aa][Ll][Ll]|[Aa][Uu][Tt][Uu][Mm][Nn]|[Ww][Ii][Nn][Tt][Ee][Rr])[ \\t]+(?:19[0-9]{2}|2[01][0-9]{2})|(19|20|21)([0-9])(?:0[-/–](?:\\1)?(?:\\2)1|1[-/–](?:\\1)?(?:\\2)2|2[-/–](?:\\1)?(?:\\2)3|3[-/–](?:\\1)?(?:\\2)4|4[-/–](?:\\1)?(?:\\2)5|5[-/–](?:\\1)?(?:\\2)6|6[-/–](?:\\1)?(?:\\2)7|7[-/–](?:\\1)?(?:\\2)8|8[-/–](?:\\1)?(?:\\2)9)|(19|20|21)(?:09[-/–](?:\\3)?10|19[-/–](?:\\3)?20|29[-/–](?:\\3)?30|39[-/–](?:\\3)?40|49[-/–](?:\\3)?50|59[-/–](?:\\3)?60|69[-/–](?:\\3)?70|79[-/–](?:\\3)?80|89[-/–](?:\\3)?90)|1999[-/–]2000|2099[-/–]2100|2199[-/–]2200)[ \\t   -   　]*$"}},
      "ifNoneMatch": {"name": "If-None-Match", "in": "header", "description": "The ETag of the calendar last fetched: 304 while it is unchanged.", "schema": {"type": "string"}}
    },
    "headers": {
      "ETag": {"description": "Changes exactly when the calendar does.", "schema": {"type": "string"}}
    },
    "responses": {
      "Calendar": {
        "description": "An iCalendar (RFC 5545) feed.",
        "headers": {"ETag": {"$ref": "#/components/headers/ETag"}},
        "content": {"text/calendar": {"schema": {"type": "string"}}}
      },
      "NotModified": {
        "description": "Unchanged since the ETag in If-None-Match; no body.",
        "headers": {"ETag": {"$ref": "#/components/headers/ETag"}}
      },
      "Problem": {
        "description": "RFC 9457 problem details; detail is the one line docket ingest prints (FILE: REASON).",
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
      }
    },
    "schemas": {
      "Problem": {
        "type": "object",
        "required": ["type", "title", "status", "detail"],
        "properties": {
          "type": {"type": "string"},
          "title": {"type": "string"},
          "status": {"type": "integer"},
          "detail": {"type": "string"}
        }
      }
    }
  }
}
"""# + "\n"
}
