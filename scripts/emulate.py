#!/usr/bin/env python3
"""Moved: the CPU emulator lives in emulator/ (emulator/README.md). This
wrapper runs emulator/emulate.py with the same arguments."""
import os
import sys
from pathlib import Path

target = Path(__file__).resolve().parent.parent / "emulator" / "emulate.py"
os.execv(sys.executable, [sys.executable, str(target)] + sys.argv[1:])
