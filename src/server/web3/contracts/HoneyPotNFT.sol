// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BeeToken.sol";

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// @title The Enchanted Honey Pot: an ERC-721 minted for 1000 BEE.
contract HoneyPotNFT {
    string public constant name = "The Enchanted Honey Pot";
    string public constant symbol = "HPOT";
    string public constant fixedMetadataHash = "bee-haven/honey-pot.json";
    uint256 public constant mintPrice = 1000 ether;

    BeeToken public immutable token;
    address public owner;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private approvals;
    mapping(address => mapping(address => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event NFTMinted(address indexed owner, uint256 tokenId);

    constructor(BeeToken beeToken) {
        token = beeToken;
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    /// Takes the mint price in BEE (approve this contract first) and mints the next pot to the caller.
    function mintNFT() external {
        require(token.transferFrom(msg.sender, address(this), mintPrice), "BEE payment failed");
        uint256 tokenId = totalSupply;
        totalSupply = tokenId + 1;
        owners[tokenId] = msg.sender;
        balances[msg.sender] += 1;
        emit Transfer(address(0), msg.sender, tokenId);
        emit NFTMinted(msg.sender, tokenId);
    }

    function balanceOf(address holder) external view returns (uint256) {
        require(holder != address(0), "The zero address owns nothing");
        return balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = owners[tokenId];
        require(holder != address(0), "No such honey pot");
        return holder;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return fixedMetadataHash;
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        require(msg.sender == holder || operators[holder][msg.sender], "Not allowed to approve");
        approvals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return operators[holder][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        require(holder == from, "Not the owner of this pot");
        require(to != address(0), "Transfer to the zero address");
        require(msg.sender == holder || approvals[tokenId] == msg.sender || operators[holder][msg.sender], "Not allowed to transfer");
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            require(IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) == IERC721Receiver.onERC721Received.selector, "Receiver refused the pot");
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function transferOwnership(address newOwner) external {
        require(msg.sender == owner, "Only the owner");
        require(newOwner != address(0), "Use renounceOwnership");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "Only the owner");
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }
}
