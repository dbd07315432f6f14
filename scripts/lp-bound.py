#!/usr/bin/env python3
"""Independent linear-programming bounds on objective (1) of a planned day, to check the scheduler's own bound.

    scripts/lp-bound.py REQUEST.json PLAN.json [--patients]

REQUEST is a request file (schemas/schedule-request.schema.json); PLAN is what `vetnet schedule` wrote for it
(DIR/schedule/<date>.json), read for the kept confirmed bookings and every request's VTL (recorded or derived).
Prints two bounds, each the kept bookings' priority plus a linear program over the other requests:

  stretch   the scheduler's own relaxation (SegmentFlowBound), solved by a general LP solver instead of the
            scheduler's flow algorithm. It should agree with the plan's bound; it ignores patients' kept
            bookings when deciding where a request may go, so where those matter it can only be higher.
  time      the time-indexed relaxation: a variable per request, qualified specialist and grid start that fits
            the shift, the window, breaks and kept bookings; each request at most once; each specialist's grid
            slot covered at most once (and, with --patients, each patient's slot). It is at least as tight as
            the energetic-reasoning relaxation and usually slower to solve (seconds to minutes at 500 requests).

Needs SciPy (HiGHS): `pip install scipy`. A development tool, not part of the build or the tests.
"""
import json
import sys

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import coo_matrix


def minutes(text):
    hours, mins = text.split(":")
    return int(hours) * 60 + int(mins)


def solve(weights, rows, columns, bounds_rhs, column_count, upper):
    matrix = coo_matrix((np.ones(len(rows)), (rows, columns)), shape=(len(bounds_rhs), column_count)).tocsr()
    result = linprog(-np.array(weights), A_ub=matrix, b_ub=np.array(bounds_rhs, float), bounds=(0, upper), method="highs")
    return -result.fun


def qualified(request, specialist):
    species = specialist.get("species")
    return request["specialty"] in specialist["specialties"] and (species is None or request["species"] in species)


def main():
    request_file, plan_file = sys.argv[1], sys.argv[2]
    with_patients = "--patients" in sys.argv
    day = json.load(open(request_file))
    plan = json.load(open(plan_file))
    slot = day["slotMinutes"]
    vtl = {entry["requestId"]: entry["vtl"] for entry in plan["assignments"] + plan["unscheduled"]}
    kept = [entry for entry in plan["assignments"] if entry["fixed"]]
    kept_priority = sum(2 ** (5 - entry["vtl"]) for entry in kept)
    specialists = day["specialists"]
    movable = [request for request in day["requests"] if "fixed" not in request]
    priority = [2 ** (5 - vtl[request["id"]]) for request in movable]

    free = []
    for specialist in specialists:
        minute_free = np.zeros(1440, bool)
        for shift in specialist["shifts"]:
            minute_free[minutes(shift["start"]):minutes(shift["end"])] = True
        for pause in specialist.get("breaks", []):
            minute_free[minutes(pause["start"]):minutes(pause["end"])] = False
        for entry in kept:
            if entry["specialistId"] == specialist["id"]:
                minute_free[minutes(entry["start"]):minutes(entry["end"])] = False
        free.append(minute_free)
    patient_kept = {}
    for entry in kept:
        patient_kept.setdefault(entry["patientId"], []).append((minutes(entry["start"]), minutes(entry["end"])))

    # The stretch relaxation: minutes of each request into the free stretches of qualified specialists.
    durations = sorted({request["durationMinutes"] for request in movable})
    reachable = [True] + [False] * 1440
    for total in range(1, 1441):
        reachable[total] = any(length <= total and reachable[total - length] for length in durations)
    packable = [0] * 1441
    for total in range(1, 1441):
        packable[total] = total if reachable[total] else packable[total - 1]
    stretches = []
    for index, minute_free in enumerate(free):
        minute = 0
        while minute < 1440:
            if minute_free[minute]:
                end = minute
                while end < 1440 and minute_free[end]:
                    end += 1
                stretches.append((index, minute, end))
                minute = end
            else:
                minute += 1
    rows, columns, weights, rhs = [], [], [], []
    for number, request in enumerate(movable):
        earliest, latest, length = minutes(request["earliest"]), minutes(request["latest"]), request["durationMinutes"]
        start_row = len(rhs)
        rhs.append(length)
        for offset, (index, start, end) in enumerate(stretches):
            first = -(-max(start, earliest) // slot) * slot
            if qualified(request, specialists[index]) and packable[end - start] >= length and first + length <= min(end, latest):
                columns.append(len(weights))
                rows.append(start_row)
                weights.append(priority[number] / length)
                columns.append(len(weights) - 1)
                rows.append(-1 - offset)
    stretch_row = len(rhs)
    rows = [row if row >= 0 else stretch_row + (-1 - row) for row in rows]
    rhs += [packable[end - start] for (_, start, end) in stretches]
    stretch = solve(weights, rows, columns, rhs, len(weights), None)
    print(f"stretch  {kept_priority + stretch:.2f}  (kept bookings {kept_priority})")

    # The time-indexed relaxation.
    options = []
    for number, request in enumerate(movable):
        earliest, latest, length = minutes(request["earliest"]), minutes(request["latest"]), request["durationMinutes"]
        for index, specialist in enumerate(specialists):
            if not qualified(request, specialist):
                continue
            start = -(-earliest // slot) * slot
            while start + length <= min(latest, 1440):
                clash = any(a < start + length and start < b for (a, b) in patient_kept.get(request["patientId"], []))
                if free[index][start:start + length].all() and not clash:
                    options.append((number, index, start))
                start += slot
    requests_of_patient = {}
    for number, request in enumerate(movable):
        requests_of_patient.setdefault(request["patientId"], []).append(number)
    groups = {}
    for column, (number, index, start) in enumerate(options):
        groups.setdefault(("request", number), []).append(column)
        patient = movable[number]["patientId"]
        for minute in range(start, start + movable[number]["durationMinutes"], slot):
            groups.setdefault(("specialist", index, minute), []).append(column)
            if with_patients and len(requests_of_patient[patient]) > 1:
                groups.setdefault(("patient", patient, minute), []).append(column)
    rows, columns = [], []
    for row, members in enumerate(members for members in groups.values()):
        rows += [row] * len(members)
        columns += members
    time_indexed = solve([priority[number] for (number, _, _) in options], rows, columns, [1] * len(groups), len(options), 1)
    print(f"time     {kept_priority + time_indexed:.2f}  ({len(options)} options{', patients' if with_patients else ''})")


if __name__ == "__main__":
    main()
