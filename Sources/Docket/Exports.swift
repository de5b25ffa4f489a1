// The library product: a Swift program that `import Docket` gets every stage and the model.
@_exported import DocketCore
@_exported import DocketEmit
@_exported import DocketDOCX
@_exported import DocketHTML
@_exported import DocketODT
@_exported import DocketRTF
@_exported import DocketDOC
@_exported import DocketPPTX
@_exported import DocketOCR
@_exported import DocketPDF
@_exported import DocketUnderstand
