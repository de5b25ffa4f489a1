print("docket")
