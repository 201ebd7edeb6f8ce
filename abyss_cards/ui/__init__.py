"""The Qt interface. Widgets ask the engines about rules; they never decide one."""
