import Testing
@testable import StarsvgCLI
import StarRatingSVG
import TestSupport

/// A batch keeps a line of numbers only packed (`NumbersOnlyRequest`) and writes its rating
/// straight from the numbers; both must be what the request itself gives, or the batch would
/// write something else than a single run.
@Suite struct NumbersOnlyRequestTests {
    /// Random requests of numbers only, in range and out of it, with and without an id:
    /// packed, each comes back as it was, and its rating (or its error) is the request's.
    @Test func packedRequestsAndTheirRatingsAreTheRequests() {
        var random = SplitMix64(seed: 0x4E0_0417)
        var (packed, rated, refused) = (0, 0, 0)
        for _ in 0..<20_000 {
            var request = RatingRequest()
            if random.chance(0.8) { request.stars = random.int(in: 1...120) }
            if random.chance(0.8) { request.value = Double(random.int(in: 0...2_500)) / 100 }
            if random.chance(0.5) {
                request.levels = (0..<random.int(in: 1...3)).map { _ in Double(random.int(in: 0...2_000)) / 100 }
            }
            if random.chance(0.5) { request.size = Double(random.int(in: 0...300)) / 2 }
            if random.chance(0.3) { request.gap = Double(random.int(in: 0...300)) / 100 }
            if random.chance(0.3) { request.blur = Double(random.int(in: 0...100)) / 10 }
            guard let numbers = NumbersOnlyRequest(request) else {
                // Only more than two levels are not packed.
                #expect((request.levels?.count ?? 0) > 2, "\(request)")
                continue
            }
            packed += 1
            #expect(numbers.request == request, "\(request)")

            let id: String? = random.chance(0.2) ? "given-\(random.int(in: 0...9))" : nil
            var withID = request
            withID.id = id
            let expected = Result { () throws(RequestError) in try withID.rating() }
            let actual = Result { () throws(RequestError) in try numbers.rating(idPrefix: id, knownDerivedIDPrefix: nil) }
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                rated += 1
                #expect(actual == expected && actual.idPrefix == expected.idPrefix, "\(request), id \(id ?? "derived")")
                // With the derived prefix known, as the batch renders it: the same rating.
                if id == nil {
                    #expect((try? numbers.rating(idPrefix: nil, knownDerivedIDPrefix: expected.idPrefix)) == expected)
                }
            case (.failure(let expected), .failure(let actual)):
                refused += 1
                #expect(actual == expected, "\(request)")
            default:
                Issue.record("\(request), id \(id ?? "derived"): \(expected) against \(actual)")
            }
        }
        // Both outcomes in numbers, or the test proves little.
        #expect(packed > 10_000 && rated > 3_000 && refused > 3_000, "packed \(packed), rated \(rated), refused \(refused)")
    }
}
