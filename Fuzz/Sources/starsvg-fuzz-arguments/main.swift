import FuzzSupport

runFuzzer { data, size in fuzzArguments(data, size) }
