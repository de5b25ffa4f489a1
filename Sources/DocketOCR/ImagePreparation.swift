import CLeptonica
import DocketCore

/// Turns a decoded image into a gray page for Tesseract: small images enlarged, skew removed, a
/// resolution stated where the file has none, and on request a photo's speckle and uneven light
/// cleaned up (which helps a dim, noisy photo and can hurt a crisp one, so it is a second try).
struct ImagePreparation {
    /// Images narrower than this are enlarged twice: Tesseract reads best with tall enough letters.
    var enlargeBelowWidth = 1800
    /// The resolution assumed for an image that states none (phone photos).
    var assumedResolution = 300

    func prepare(_ image: LeptonicaImage, cleanup: Bool) -> GrayImage? {
        guard var gray = image.map({ pixConvertTo8($0, 0) }) else { return nil }
        let stated = image.resolution
        var resolution = stated >= 70 && stated <= 1200 ? stated : assumedResolution
        // Enlarge first: the median filter below would erase strokes only a pixel or two wide.
        if gray.width < enlargeBelowWidth, let larger = gray.map({ pixScaleGrayLI($0, 2, 2) }) {
            gray = larger
            resolution *= 2
        }
        // A photo's speckle and uneven light confuse binarisation: remove speckle, then flatten the background.
        if cleanup {
            if let smoothed = gray.map({ pixMedianFilter($0, 3, 3) }) { gray = smoothed }
            if let flattened = gray.map({ pixBackgroundNormSimple($0, nil, nil) }) { gray = flattened }
        }
        if let straight = gray.map({ pixDeskew($0, 0) }) { gray = straight }
        return gray.grayImage(resolution: min(resolution, 1200))
    }
}
