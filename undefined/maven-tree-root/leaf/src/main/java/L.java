class L {}
