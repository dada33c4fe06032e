def main(argv=None):
    print("pacwar")
