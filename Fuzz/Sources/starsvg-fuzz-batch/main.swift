import FuzzSupport

runFuzzer { data, size in fuzzBatch(data, size) }
