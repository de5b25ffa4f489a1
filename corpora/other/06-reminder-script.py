#!/usr/bin/env python3
"""Send a reminder e-mail for every deadline in a CSV file that falls within the next few days.

The CSV has a header row and the columns title, due (YYYY-MM-DD HH:MM) and owner. Run it from cron
once a day:

    0 8 * * * /usr/local/bin/remind.py ~/deadlines.csv --days 3
"""
import argparse
import csv
import datetime as dt
import smtplib
import sys
from email.message import EmailMessage

DEFAULT_DAYS = 3
SENDER = "reminders@example.org"


def read_deadlines(path):
    """Yield (title, due, owner) for each row; rows with a bad date are reported and skipped."""
    with open(path, newline="", encoding="utf-8") as handle:
        for number, row in enumerate(csv.DictReader(handle), start=2):
            try:
                due = dt.datetime.strptime(row["due"].strip(), "%Y-%m-%d %H:%M")
            except (KeyError, ValueError) as error:
                print(f"{path}:{number}: skipped: {error}", file=sys.stderr)
                continue
            yield row["title"].strip(), due, row.get("owner", "").strip()


def upcoming(deadlines, now, days):
    horizon = now + dt.timedelta(days=days)
    return sorted((d for d in deadlines if now <= d[1] <= horizon), key=lambda d: d[1])


def message(owner, items):
    mail = EmailMessage()
    mail["From"] = SENDER
    mail["To"] = owner
    mail["Subject"] = f"{len(items)} deadline(s) coming up"
    lines = [f"- {title}: due {due:%a %b %d, %H:%M}" for title, due, _ in items]
    mail.set_content("Coming up:\n\n" + "\n".join(lines) + "\n")
    return mail


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv_file")
    parser.add_argument("--days", type=int, default=DEFAULT_DAYS)
    parser.add_argument("--dry-run", action="store_true", help="print the mails instead of sending them")
    args = parser.parse_args(argv)

    items = upcoming(read_deadlines(args.csv_file), dt.datetime.now(), args.days)
    by_owner = {}
    for item in items:
        by_owner.setdefault(item[2], []).append(item)

    if args.dry_run:
        for owner, owned in by_owner.items():
            print(message(owner, owned))
        return 0
    with smtplib.SMTP("localhost") as server:
        for owner, owned in by_owner.items():
            server.send_message(message(owner, owned))
    return 0


if __name__ == "__main__":
    sys.exit(main())
