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
          {"$ref": "#/components/parameters/tz"},
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
            "multipart/form-data": {"schema": {"type": "object", "required": ["file"], "properties": {"file": {"type": "array", "description": "One part per file (a part with a filename), any bytes (its type is told by its content); other fields are skipped. At least one file, at most 64 parts.", "minItems": 1, "maxItems": 64, "items": {"contentMediaType": "application/octet-stream", "minLength": 1}}}}}
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
          {"$ref": "#/components/parameters/tz"},
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
            "multipart/form-data": {"schema": {"type": "object", "required": ["file"], "properties": {"file": {"type": "array", "description": "One part per file (a part with a filename), any bytes (its type is told by its content); other fields are skipped. At least one file, at most 64 parts.", "minItems": 1, "maxItems": 64, "items": {"contentMediaType": "application/octet-stream", "minLength": 1}}}}},
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
      "tz": {"name": "tz", "in": "query", "description": "IANA time zone of due times (default: the server's --tz): a name the server's time zone database knows.", "schema": {"type": "string", "enum": ["Africa/Abidjan", "Africa/Accra", "Africa/Addis_Ababa", "Africa/Algiers", "Africa/Asmara", "Africa/Asmera", "Africa/Bamako", "Africa/Bangui", "Africa/Banjul", "Africa/Bissau", "Africa/Blantyre", "Africa/Brazzaville", "Africa/Bujumbura", "Africa/Cairo", "Africa/Casablanca", "Africa/Ceuta", "Africa/Conakry", "Africa/Dakar", "Africa/Dar_es_Salaam", "Africa/Djibouti", "Africa/Douala", "Africa/El_Aaiun", "Africa/Freetown", "Africa/Gaborone", "Africa/Harare", "Africa/Johannesburg", "Africa/Juba", "Africa/Kampala", "Africa/Khartoum", "Africa/Kigali", "Africa/Kinshasa", "Africa/Lagos", "Africa/Libreville", "Africa/Lome", "Africa/Luanda", "Africa/Lubumbashi", "Africa/Lusaka", "Africa/Malabo", "Africa/Maputo", "Africa/Maseru", "Africa/Mbabane", "Africa/Mogadishu", "Africa/Monrovia", "Africa/Nairobi", "Africa/Ndjamena", "Africa/Niamey", "Africa/Nouakchott", "Africa/Ouagadougou", "Africa/Porto-Novo", "Africa/Sao_Tome", "Africa/Timbuktu", "Africa/Tripoli", "Africa/Tunis", "Africa/Windhoek", "America/Adak", "America/Anchorage", "America/Anguilla", "America/Antigua", "America/Araguaina", "America/Argentina/Buenos_Aires", "America/Argentina/Catamarca", "America/Argentina/ComodRivadavia", "America/Argentina/Cordoba", "America/Argentina/Jujuy", "America/Argentina/La_Rioja", "America/Argentina/Mendoza", "America/Argentina/Rio_Gallegos", "America/Argentina/Salta", "America/Argentina/San_Juan", "America/Argentina/San_Luis", "America/Argentina/Tucuman", "America/Argentina/Ushuaia", "America/Aruba", "America/Asuncion", "America/Atikokan", "America/Atka", "America/Bahia", "America/Bahia_Banderas", "America/Barbados", "America/Belem", "America/Belize", "America/Blanc-Sablon", "America/Boa_Vista", "America/Bogota", "America/Boise", "America/Buenos_Aires", "America/Cambridge_Bay", "America/Campo_Grande", "America/Cancun", "America/Caracas", "America/Catamarca", "America/Cayenne", "America/Cayman", "America/Chicago", "America/Chihuahua", "America/Ciudad_Juarez", "America/Coral_Harbour", "America/Cordoba", "America/Costa_Rica", "America/Coyhaique", "America/Creston", "America/Cuiaba", "America/Curacao", "America/Danmarkshavn", "America/Dawson", "America/Dawson_Creek", "America/Denver", "America/Detroit", "America/Dominica", "America/Edmonton", "America/Eirunepe", "America/El_Salvador", "America/Ensenada", "America/Fort_Nelson", "America/Fort_Wayne", "America/Fortaleza", "America/Glace_Bay", "America/Godthab", "America/Goose_Bay", "America/Grand_Turk", "America/Grenada", "America/Guadeloupe", "America/Guatemala", "America/Guayaquil", "America/Guyana", "America/Halifax", "America/Havana", "America/Hermosillo", "America/Indiana/Indianapolis", "America/Indiana/Knox", "America/Indiana/Marengo", "America/Indiana/Petersburg", "America/Indiana/Tell_City", "America/Indiana/Vevay", "America/Indiana/Vincennes", "America/Indiana/Winamac", "America/Indianapolis", "America/Inuvik", "America/Iqaluit", "America/Jamaica", "America/Jujuy", "America/Juneau", "America/Kentucky/Louisville", "America/Kentucky/Monticello", "America/Knox_IN", "America/Kralendijk", "America/La_Paz", "America/Lima", "America/Los_Angeles", "America/Louisville", "America/Lower_Princes", "America/Maceio", "America/Managua", "America/Manaus", "America/Marigot", "America/Martinique", "America/Matamoros", "America/Mazatlan", "America/Mendoza", "America/Menominee", "America/Merida", "America/Metlakatla", "America/Mexico_City", "America/Miquelon", "America/Moncton", "America/Monterrey", "America/Montevideo", "America/Montreal", "America/Montserrat", "America/Nassau", "America/New_York", "America/Nipigon", "America/Nome", "America/Noronha", "America/North_Dakota/Beulah", "America/North_Dakota/Center", "America/North_Dakota/New_Salem", "America/Nuuk", "America/Ojinaga", "America/Panama", "America/Pangnirtung", "America/Paramaribo", "America/Phoenix", "America/Port-au-Prince", "America/Port_of_Spain", "America/Porto_Acre", "America/Porto_Velho", "America/Puerto_Rico", "America/Punta_Arenas", "America/Rainy_River", "America/Rankin_Inlet", "America/Recife", "America/Regina", "America/Resolute", "America/Rio_Branco", "America/Rosario", "America/Santa_Isabel", "America/Santarem", "America/Santiago", "America/Santo_Domingo", "America/Sao_Paulo", "America/Scoresbysund", "America/Shiprock", "America/Sitka", "America/St_Barthelemy", "America/St_Johns", "America/St_Kitts", "America/St_Lucia", "America/St_Thomas", "America/St_Vincent", "America/Swift_Current", "America/Tegucigalpa", "America/Thule", "America/Thunder_Bay", "America/Tijuana", "America/Toronto", "America/Tortola", "America/Vancouver", "America/Virgin", "America/Whitehorse", "America/Winnipeg", "America/Yakutat", "America/Yellowknife", "Antarctica/Casey", "Antarctica/Davis", "Antarctica/DumontDUrville", "Antarctica/Macquarie", "Antarctica/Mawson", "Antarctica/McMurdo", "Antarctica/Palmer", "Antarctica/Rothera", "Antarctica/South_Pole", "Antarctica/Syowa", "Antarctica/Troll", "Antarctica/Vostok", "Arctic/Longyearbyen", "Asia/Aden", "Asia/Almaty", "Asia/Amman", "Asia/Anadyr", "Asia/Aqtau", "Asia/Aqtobe", "Asia/Ashgabat", "Asia/Ashkhabad", "Asia/Atyrau", "Asia/Baghdad", "Asia/Bahrain", "Asia/Baku", "Asia/Bangkok", "Asia/Barnaul", "Asia/Beirut", "Asia/Bishkek", "Asia/Brunei", "Asia/Calcutta", "Asia/Chita", "Asia/Choibalsan", "Asia/Chongqing", "Asia/Chungking", "Asia/Colombo", "Asia/Dacca", "Asia/Damascus", "Asia/Dhaka", "Asia/Dili", "Asia/Dubai", "Asia/Dushanbe", "Asia/Famagusta", "Asia/Gaza", "Asia/Harbin", "Asia/Hebron", "Asia/Ho_Chi_Minh", "Asia/Hong_Kong", "Asia/Hovd", "Asia/Irkutsk", "Asia/Istanbul", "Asia/Jakarta", "Asia/Jayapura", "Asia/Jerusalem", "Asia/Kabul", "Asia/Kamchatka", "Asia/Karachi", "Asia/Kashgar", "Asia/Kathmandu", "Asia/Katmandu", "Asia/Khandyga", "Asia/Kolkata", "Asia/Krasnoyarsk", "Asia/Kuala_Lumpur", "Asia/Kuching", "Asia/Kuwait", "Asia/Macao", "Asia/Macau", "Asia/Magadan", "Asia/Makassar", "Asia/Manila", "Asia/Muscat", "Asia/Nicosia", "Asia/Novokuznetsk", "Asia/Novosibirsk", "Asia/Omsk", "Asia/Oral", "Asia/Phnom_Penh", "Asia/Pontianak", "Asia/Pyongyang", "Asia/Qatar", "Asia/Qostanay", "Asia/Qyzylorda", "Asia/Rangoon", "Asia/Riyadh", "Asia/Saigon", "Asia/Sakhalin", "Asia/Samarkand", "Asia/Seoul", "Asia/Shanghai", "Asia/Singapore", "Asia/Srednekolymsk", "Asia/Taipei", "Asia/Tashkent", "Asia/Tbilisi", "Asia/Tehran", "Asia/Tel_Aviv", "Asia/Thimbu", "Asia/Thimphu", "Asia/Tokyo", "Asia/Tomsk", "Asia/Ujung_Pandang", "Asia/Ulaanbaatar", "Asia/Ulan_Bator", "Asia/Urumqi", "Asia/Ust-Nera", "Asia/Vientiane", "Asia/Vladivostok", "Asia/Yakutsk", "Asia/Yangon", "Asia/Yekaterinburg", "Asia/Yerevan", "Atlantic/Azores", "Atlantic/Bermuda", "Atlantic/Canary", "Atlantic/Cape_Verde", "Atlantic/Faeroe", "Atlantic/Faroe", "Atlantic/Jan_Mayen", "Atlantic/Madeira", "Atlantic/Reykjavik", "Atlantic/South_Georgia", "Atlantic/St_Helena", "Atlantic/Stanley", "Australia/ACT", "Australia/Adelaide", "Australia/Brisbane", "Australia/Broken_Hill", "Australia/Canberra", "Australia/Currie", "Australia/Darwin", "Australia/Eucla", "Australia/Hobart", "Australia/LHI", "Australia/Lindeman", "Australia/Lord_Howe", "Australia/Melbourne", "Australia/NSW", "Australia/North", "Australia/Perth", "Australia/Queensland", "Australia/South", "Australia/Sydney", "Australia/Tasmania", "Australia/Victoria", "Australia/West", "Australia/Yancowinna", "Brazil/Acre", "Brazil/DeNoronha", "Brazil/East", "Brazil/West", "CET", "CST6CDT", "Canada/Atlantic", "Canada/Central", "Canada/Eastern", "Canada/Mountain", "Canada/Newfoundland", "Canada/Pacific", "Canada/Saskatchewan", "Canada/Yukon", "Chile/Continental", "Chile/EasterIsland", "Cuba", "EET", "EST", "EST5EDT", "Egypt", "Eire", "Etc/GMT", "Etc/GMT+0", "Etc/GMT+1", "Etc/GMT+10", "Etc/GMT+11", "Etc/GMT+12", "Etc/GMT+2", "Etc/GMT+3", "Etc/GMT+4", "Etc/GMT+5", "Etc/GMT+6", "Etc/GMT+7", "Etc/GMT+8", "Etc/GMT+9", "Etc/GMT-0", "Etc/GMT-1", "Etc/GMT-10", "Etc/GMT-11", "Etc/GMT-12", "Etc/GMT-13", "Etc/GMT-14", "Etc/GMT-2", "Etc/GMT-3", "Etc/GMT-4", "Etc/GMT-5", "Etc/GMT-6", "Etc/GMT-7", "Etc/GMT-8", "Etc/GMT-9", "Etc/GMT0", "Etc/Greenwich", "Etc/UCT", "Etc/UTC", "Etc/Universal", "Etc/Zulu", "Europe/Amsterdam", "Europe/Andorra", "Europe/Astrakhan", "Europe/Athens", "Europe/Belfast", "Europe/Belgrade", "Europe/Berlin", "Europe/Bratislava", "Europe/Brussels", "Europe/Bucharest", "Europe/Budapest", "Europe/Busingen", "Europe/Chisinau", "Europe/Copenhagen", "Europe/Dublin", "Europe/Gibraltar", "Europe/Guernsey", "Europe/Helsinki", "Europe/Isle_of_Man", "Europe/Istanbul", "Europe/Jersey", "Europe/Kaliningrad", "Europe/Kiev", "Europe/Kirov", "Europe/Kyiv", "Europe/Lisbon", "Europe/Ljubljana", "Europe/London", "Europe/Luxembourg", "Europe/Madrid", "Europe/Malta", "Europe/Mariehamn", "Europe/Minsk", "Europe/Monaco", "Europe/Moscow", "Europe/Nicosia", "Europe/Oslo", "Europe/Paris", "Europe/Podgorica", "Europe/Prague", "Europe/Riga", "Europe/Rome", "Europe/Samara", "Europe/San_Marino", "Europe/Sarajevo", "Europe/Saratov", "Europe/Simferopol", "Europe/Skopje", "Europe/Sofia", "Europe/Stockholm", "Europe/Tallinn", "Europe/Tirane", "Europe/Tiraspol", "Europe/Ulyanovsk", "Europe/Uzhgorod", "Europe/Vaduz", "Europe/Vatican", "Europe/Vienna", "Europe/Vilnius", "Europe/Volgograd", "Europe/Warsaw", "Europe/Zagreb", "Europe/Zaporozhye", "Europe/Zurich", "Factory", "GB", "GB-Eire", "GMT", "GMT+0", "GMT-0", "GMT0", "Greenwich", "HST", "Hongkong", "Iceland", "Indian/Antananarivo", "Indian/Chagos", "Indian/Christmas", "Indian/Cocos", "Indian/Comoro", "Indian/Kerguelen", "Indian/Mahe", "Indian/Maldives", "Indian/Mauritius", "Indian/Mayotte", "Indian/Reunion", "Iran", "Israel", "Jamaica", "Japan", "Kwajalein", "Libya", "MET", "MST", "MST7MDT", "Mexico/BajaNorte", "Mexico/BajaSur", "Mexico/General", "NZ", "NZ-CHAT", "Navajo", "PRC", "PST8PDT", "Pacific/Apia", "Pacific/Auckland", "Pacific/Bougainville", "Pacific/Chatham", "Pacific/Chuuk", "Pacific/Easter", "Pacific/Efate", "Pacific/Enderbury", "Pacific/Fakaofo", "Pacific/Fiji", "Pacific/Funafuti", "Pacific/Galapagos", "Pacific/Gambier", "Pacific/Guadalcanal", "Pacific/Guam", "Pacific/Honolulu", "Pacific/Johnston", "Pacific/Kanton", "Pacific/Kiritimati", "Pacific/Kosrae", "Pacific/Kwajalein", "Pacific/Majuro", "Pacific/Marquesas", "Pacific/Midway", "Pacific/Nauru", "Pacific/Niue", "Pacific/Norfolk", "Pacific/Noumea", "Pacific/Pago_Pago", "Pacific/Palau", "Pacific/Pitcairn", "Pacific/Pohnpei", "Pacific/Ponape", "Pacific/Port_Moresby", "Pacific/Rarotonga", "Pacific/Saipan", "Pacific/Samoa", "Pacific/Tahiti", "Pacific/Tarawa", "Pacific/Tongatapu", "Pacific/Truk", "Pacific/Wake", "Pacific/Wallis", "Pacific/Yap", "Poland", "Portugal", "ROC", "ROK", "Singapore", "Turkey", "UCT", "US/Alaska", "US/Aleutian", "US/Arizona", "US/Central", "US/East-Indiana", "US/Eastern", "US/Hawaii", "US/Indiana-Starke", "US/Michigan", "US/Mountain", "US/Pacific", "US/Samoa", "UTC", "Universal", "W-SU", "WET", "Zulu"]}},
      "defaultDueTime": {"name": "default-due-time", "in": "query", "description": "HH:MM (24-hour): due time of tasks whose document states none.", "schema": {"type": "string", "pattern": "^([01]?[0-9]|2[0-3]):[0-5]?[0-9]$"}},
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
