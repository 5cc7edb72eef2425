import Testing
import StarRatingSVG
@testable import StarsvgOptions

/// Every face of the library is offered by the command through exactly one declaration, and
/// the options learn the faces from the declarations alone.
@Suite struct FaceDeclarationsTests {
    @Test func everyFaceHasOneDeclarationInTheLibrarysOrder() {
        let declared = FaceDeclarations.all.map { ObjectIdentifier($0.face) }
        #expect(declared == RatingFaces.all.map { ObjectIdentifier($0) })
    }

    /// Each format's first face says what it writes, and every other face of the format is
    /// chosen by an option of its own.
    @Test func eachFormatIsDescribedOnceAndEveryOtherFaceIsChosen() {
        for format in RatingFaces.formats {
            let declarations = FaceDeclarations.all.filter { $0.face.format == format }
            #expect(declarations.first?.formatSummary != nil && declarations.first?.selector == nil, "\(format)")
            for declaration in declarations.dropFirst() {
                #expect(declaration.formatSummary == nil && declaration.selector != nil, "\(declaration.face.name)")
            }
        }
    }

    /// Each option a declaration owns or shares is a rating option declared for some faces,
    /// and each face's own options are its alone but for those other faces share.
    @Test func theDeclaredOptionsAreRatingOptionsForSomeFaces() {
        for declaration in FaceDeclarations.all {
            for option in declaration.sharedOptions + declaration.ownOptions.map(\.id) {
                #expect(RatingOptions.declares(option) && RatingOptions[option].faces != nil, "\(declaration.face.name): \(option.longName)")
            }
            for option in declaration.ownOptions {
                let owners = FaceDeclarations.all.filter { $0.ownOptions.contains { $0.id == option.id } }
                #expect(owners.count == 1, "\(option.longName)")
            }
        }
        for option in RatingOptions.all where option.faces != nil {
            #expect(option.faces?.faces == FaceDeclarations.faces(of: option.id), "\(option.longName)")
        }
    }

    /// A face chosen over the first of its format is chosen by a flag of the rating, which
    /// refuses every other format.
    @Test func aSelectorIsAFlagThatRefusesTheOtherFormats() {
        for declaration in FaceDeclarations.all {
            guard let selector = declaration.selector else { continue }
            let option = RatingOptions[selector]
            #expect(!option.takesValue, "\(selector.longName)")
            let refused = option.excludes.filter { $0.option == .format }.compactMap(\.value)
            #expect(refused == RatingFaces.formats.filter { $0 != declaration.face.format }, "\(selector.longName)")
        }
    }
}
