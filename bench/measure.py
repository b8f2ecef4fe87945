#!/usr/bin/env python3
"""Runs one command and prints its wall time (s) and peak resident memory (MB) as JSON on stdout."""
import json, resource, subprocess, sys, time

start = time.perf_counter()
proc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
wall = time.perf_counter() - start
peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps({"wall": wall, "peakMB": peak_kb / 1024, "code": proc.returncode, "stderr": proc.stderr.decode("utf-8", "replace")[-400:]}))
