import Testing
@testable import StarsvgCLI
import StarRatingSVG
import TestSupport

/// The short way to read a batch line (`BatchLineReader`) against the long way (`JSONValue`,
/// `BatchLine`, `ParsedArguments`): it must take exactly the lines the long way takes and make
/// exactly the same request of each, or the batch would write something else than a single run.
@Suite struct BatchLineReaderTests {
    /// Random batch lines, half of them mutated byte by byte, and the JSON parser's own
    /// differential inputs. Prints the first lines on which the two ways disagree.
    @Test func readsExactlyWhatTheLongWayReads() {
        var lines = BatchLineGenerator(seed: 0xBA7C_11E5)
        var json = JSONTextGenerator(seed: 0x11E5)
        var random = SplitMix64(seed: 0x5EED)
        var (taken, refused, disagreements, packed) = (0, 0, 0, 0)
        for round in 0..<60_000 {
            let line: [UInt8]
            switch round % 4 {
            case 0, 1: line = lines.line()
            case 2: line = random.chance(0.5) ? json.mutated(lines.line()) : lines.line()
            default: line = json.input()
            }
            let short = BatchLineReader.read(line[...])
            let long = try? BatchPlan.read(1, line[...])
            let longRequest = try? long?.request()
            let text = String(decoding: line, as: UTF8.self).debugDescription
            switch (short, longRequest) {
            case (nil, nil):
                refused += 1
            case (let short?, let longRequest?):
                taken += 1
                guard short.request == longRequest, short.output == long?.output else {
                    disagreements += 1
                    if disagreements <= 10 { Issue.record("\(text): \(short) != \(longRequest), output \(long?.output as Any)") }
                    continue
                }
                // The rating and its checks too: the short way's line is checked by the request alone.
                let shortRating = Result { () throws(RequestError) in try short.request.checkedRating() }
                let longRating = Result { () throws(BatchLineError) in try long!.rating(of: longRequest) }
                #expect((try? shortRating.get()) == (try? longRating.get()), "\(text)")
                // A line of numbers only is kept packed from the check to the rendering, and must
                // come back as it was read.
                if short.isNumbersOnly {
                    #expect(long!.arguments.occurrences.allSatisfy { BatchLineReader.numbersOnlyKeys.contains($0.key) }, "\(text)")
                    if let numbers = NumbersOnlyRequest(short.request) {
                        packed += 1
                        #expect(numbers.request == short.request, "\(text)")
                    }
                }
            case (let short?, nil):
                disagreements += 1
                if disagreements <= 10 { Issue.record("\(text): the short way takes it (\(short.request)), the long way refuses it") }
            case (nil, _?):
                disagreements += 1
                if disagreements <= 10 { Issue.record("\(text): the long way takes it, the short way does not") }
            }
        }
        #expect(disagreements == 0)
        // Both kinds in numbers, or the test proves little.
        #expect(taken > 10_000 && refused > 10_000 && packed > 1_000, "taken \(taken), refused \(refused), packed \(packed)")
    }

    /// The number reader that skips the text (`JSONParser.readPlainDecimal`) takes only numbers
    /// that both JSON and `ValueGrammar.decimal` take, and reads each as both do; anything else
    /// it leaves where it was, for the text way.
    @Test func plainDecimalsAreReadAsJSONAndTheDecimalGrammarReadThem() {
        var random = SplitMix64(seed: 0xDEC1)
        let alphabet = Array("0123456789.-+eE ,]".utf8)
        var (taken, left) = (0, 0)
        for round in 0..<200_000 {
            // Mostly number-like texts, some of them past the length limit, with what may follow.
            let length = round % 10 == 0 ? random.int(in: 25...40) : random.int(in: 1...12)
            let text = (0..<length).map { _ in random.chance(0.8) ? UInt8(ascii: "0") + UInt8(random.int(below: 10)) : random.pick(alphabet) }
            text.withUnsafeBufferPointer { bytes in
                var parser = JSONParser(bytes)
                guard let value = parser.readPlainDecimal(maximumLength: ValueGrammar.maximumNumberLength) else {
                    #expect(parser.index == 0, "\(String(decoding: text, as: UTF8.self))")
                    left += 1
                    return
                }
                taken += 1
                let number = UnsafeBufferPointer(rebasing: bytes[..<parser.index])
                let written = String(decoding: number, as: UTF8.self)
                guard case .number(_, let jsonValue)? = try? JSONValue.parse(number) else {
                    Issue.record("JSON refuses \(written)")
                    return
                }
                #expect(jsonValue.bitPattern == value.bitPattern, "\(written)")
                #expect((try? ValueGrammar.decimal(number))?.bitPattern == value.bitPattern, "\(written)")
                // What follows cannot continue the number, or it was only part of one.
                if parser.index < bytes.count {
                    let next = bytes[parser.index]
                    #expect(!(DecimalDigits.isDigit(next) || next | 0x20 == UInt8(ascii: "e") || next == UInt8(ascii: ".")),
                            "\(String(decoding: text, as: UTF8.self))")
                }
            }
        }
        #expect(taken > 50_000 && left > 20_000, "taken \(taken), left \(left)")
    }

    /// The lines of a typical batch, each key's spellings, and the corners of JSON a reader of
    /// its own could get wrong.
    @Test(arguments: [
        #"{"stars":8,"value":2.67,"levels":[7.2,8],"size":56}"#,
        #"{ "stars" : 8 , "value" : 2.67 , "levels" : [ 7.2 , 8 ] }"#,
        "{\t\"value\":\t1\r}\r",
        #"{}"#, #"  {  }  "#,
        #"{"levels":[1,2],"value":3,"stars":3}"#,
        #"{"st\u0061rs":3}"#, #"{"stars":3,"st\u0061rs":4}"#, #"{"stars":3,"stars":3}"#,
        #"{"animate":true}"#, #"{"animate":false}"#, #"{"animate":false,"xlink":true,"format":"html"}"#, #"{"animate":null}"#,
        #"{"output":"x.svg"}"#, #"{"output":5}"#, #"{"output":"a\u0000b"}"#,
        #"{"colors":["red","rgb(0, 128, 0)"],"levels":[1]}"#, #"{"colors":["rgb(1","2","3)"],"levels":[]}"#,
        #"{"colors":["red,blue"],"levels":[1]}"#, #"{"colors":[],"levels":[1]}"#, #"{"colors":[ "r\u0065d" , "blue" ],"levels":[1]}"#,
        #"{"levels":[]}"#, #"{"levels":[1,]}"#, #"{"levels":[1 ,2]}"#, #"{"levels":[1, 2]}"#, #"{"levels":[[1]]}"#,
        #"{"value":1e0}"#, #"{"value":-0}"#, #"{"value":01}"#, #"{"value":1.}"#, #"{"value":1e400}"#, #"{"size":2000.0000000000000000000001}"#,
        #"{"value":.5}"#, #"{"value":00}"#, #"{"value":0.}"#, #"{"value":1.5.3}"#, #"{"value":1.5e1}"#, #"{"value":0.5E-1}"#,
        #"{"value":12345678901234567890123456789012}"#, #"{"value":123456789012345678901234567890123}"#,
        #"{"levels":[0.5,.5]}"#, #"{"levels":[1,2e0]}"#, #"{"levels":[ 1 , 2 ]}"#, #"{"levels":[1,-2]}"#, #"{"levels":[1,2,3]}"#,
        #"{"blur":0.1000000000000000055511151231257827}"#, #"{"gap":9007199254740993}"#,
        #"{"stars":"3"}"#, #"{"pretty":true}"#, #"{"label":"\ud800"}"#, #"{"label":"a\u0001"}"#, #"{"label":"é\u0301"}"#,
        "\u{FEFF}{\"stars\":3}", #"{"stars":3}x"#, #"{"stars":3"#, #"[1]"#, #""x""#, "",
    ])
    func agreesOn(_ line: String) {
        let bytes = Array(line.utf8)
        let long = try? BatchPlan.read(1, bytes[...])
        let longRequest = try? long?.request()
        let short = BatchLineReader.read(bytes[...])
        #expect(short?.request == longRequest, "\(line)")
        #expect(short?.output == (longRequest == nil ? nil : long?.output), "\(line)")
    }
}
