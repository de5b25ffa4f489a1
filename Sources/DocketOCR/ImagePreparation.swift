import CLeptonica
import DocketCore

/// Turns a decoded image into a clean gray page for Tesseract: gray, background evened out for
/// photos, small images enlarged, skew removed, and a resolution stated where the file has none.
struct ImagePreparation {
    /// Images narrower than this are enlarged twice: Tesseract reads best with tall enough letters.
    var enlargeBelowWidth = 1800
    /// The resolution assumed for an image that states none (phone photos).
    var assumedResolution = 300

    func prepare(_ image: LeptonicaImage, isPhoto: Bool) -> GrayImage? {
        guard var gray = image.map({ pixConvertTo8($0, 0) }) else { return nil }
        let stated = image.resolution
        var resolution = stated >= 70 && stated <= 1200 ? stated : assumedResolution
        // A photo's gray background and uneven light confuse binarisation: flatten it, then
        // remove speckle. A clean scan (white background) needs none of this.
        let photoLike = isPhoto || gray.medianGray() < 215
        if photoLike {
            if let flattened = gray.map({ pixBackgroundNormSimple($0, nil, nil) }) { gray = flattened }
            if let smoothed = gray.map({ pixMedianFilter($0, 3, 3) }) { gray = smoothed }
        }
        if gray.width < enlargeBelowWidth, let larger = gray.map({ pixScaleGrayLI($0, 2, 2) }) {
            gray = larger
            resolution *= 2
        }
        if let straight = gray.map({ pixDeskew($0, 0) }) { gray = straight }
        return gray.grayImage(resolution: min(resolution, 1200))
    }
}
