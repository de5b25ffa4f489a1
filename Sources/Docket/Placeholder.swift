import DocketCore
