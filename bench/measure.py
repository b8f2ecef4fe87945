#!/usr/bin/env python3
"""Runs one command and prints its wall time (s), CPU time (s, user + system, every thread) and peak resident memory (MB) as JSON on stdout."""
import json, resource, subprocess, sys, time

start = time.perf_counter()
proc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "peakMB": usage.ru_maxrss / 1024, "code": proc.returncode, "stderr": proc.stderr.decode("utf-8", "replace")[-400:]}))
