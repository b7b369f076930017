// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The shop's ETH wallet: deposit ether for an address, withdraw your own.
contract EthWalletBank {
    mapping(address => uint256) public balances;
    /// how many payouts to an address are under way at once; more than one means the payout was re-entered
    mapping(address => uint256) public userWithdrawing;

    event ContractExploited(address indexed culprit);

    function balanceOf(address _who) external view returns (uint256 balance) {
        return balances[_who];
    }

    function ethdeposit(address _to) external payable {
        balances[_to] += msg.value;
    }

    receive() external payable {
        balances[msg.sender] += msg.value;
    }

    // vuln-code-snippet start web3WalletChallenge
    function withdraw(uint256 _amount) external {
        require(balances[msg.sender] >= _amount, "Not enough ether in your wallet");
        userWithdrawing[msg.sender] += 1;
        if (userWithdrawing[msg.sender] > 1) emit ContractExploited(tx.origin);
        (bool paid, ) = msg.sender.call{value: _amount}(""); // vuln-code-snippet vuln-line web3WalletChallenge
        require(paid, "Payout failed");
        unchecked {
            balances[msg.sender] -= _amount; // vuln-code-snippet vuln-line web3WalletChallenge
        }
        userWithdrawing[msg.sender] = 0;
    }
    // vuln-code-snippet end web3WalletChallenge
}
