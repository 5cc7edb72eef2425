#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PathElement {
    /// The element mapped by `transform`, as SVG draws a transformed path: points and control
    /// points mapped; an arc's ellipse mapped to the ellipse it becomes (its radii and rotation
    /// from the singular values of the map's linear part times the ellipse's axes), its sweep
    /// turned the other way by a mirroring map. An arc with a zero radius, a line in SVG, stays
    /// one.
    /// - Parameters:
    ///   - transform: The map.
    public func transformed(by transform: AffineTransform) -> PathElement {
        switch self {
        case .move(let point):
            return .move(to: transform.apply(to: point))
        case .line(let point):
            return .line(to: transform.apply(to: point))
        case .quadratic(let control, let point):
            return .quadratic(control: transform.apply(to: control), to: transform.apply(to: point))
        case .cubic(let control1, let control2, let point):
            return .cubic(control1: transform.apply(to: control1), control2: transform.apply(to: control2),
                          to: transform.apply(to: point))
        case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let point):
            let end = transform.apply(to: point)
            guard radiusX != 0, radiusY != 0, !transform.isIdentity else {
                return radiusX == 0 || radiusY == 0 ? .line(to: end) : self
            }
            // The columns of A = L R(rotation) diag(rx, ry): the images of the ellipse's axes.
            let cosine = cos(rotation)
            let sine = sin(rotation)
            let rx = radiusX.magnitude
            let ry = radiusY.magnitude
            let a00 = (transform.a * cosine + transform.c * sine) * rx
            let a10 = (transform.b * cosine + transform.d * sine) * rx
            let a01 = (-transform.a * sine + transform.c * cosine) * ry
            let a11 = (-transform.b * sine + transform.d * cosine) * ry
            // A Aᵀ's eigenvalues are the new radii squared; its larger eigenvector the major axis.
            let p = a00 * a00 + a01 * a01
            let q = a00 * a10 + a01 * a11
            let r = a10 * a10 + a11 * a11
            let mean = (p + r) / 2
            let spread = (((p - r) / 2) * ((p - r) / 2) + q * q).squareRoot()
            let major = (mean + spread).squareRoot()
            let minor = max(mean - spread, 0).squareRoot()
            guard minor > 0 else { return .line(to: end) }
            let angle = atan2(2 * q, p - r) / 2
            let mirrors = transform.determinant < 0
            return .ellipticalArc(radiusX: major, radiusY: minor, rotation: angle, isLargeArc: isLargeArc,
                                  isSweepClockwise: mirrors ? !isSweepClockwise : isSweepClockwise, to: end)
        case .close:
            return .close
        }
    }
}
