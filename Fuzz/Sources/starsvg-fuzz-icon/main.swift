import FuzzSupport

runFuzzer { data, size in fuzzIcon(data, size) }
