"""The record fuzzer behind ``benchmarks/fuzz_records.py``, one concept a module.

- ``seeds``: seed records from random self-play across varied rule sets;
- ``tree``: places in a JSON value (walk, get, set, copy-on-write) and short text of values;
- ``json_mutations`` and ``byte_mutations``: the mutation operators of the two levels;
- ``harness``: one mutant through ``replay``, ``load_record`` and the command line, classified;
- ``shrink``: a crashing mutant made small;
- ``campaign``: many mutants from one seed, counted;
- ``report``: the counts and crashes of a campaign, as text or JSON.
"""
